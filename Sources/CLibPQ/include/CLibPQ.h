#ifndef VBANK_CLIBPQ_H
#define VBANK_CLIBPQ_H
// libpq, PostgreSQL's own client library (libpq5, or Homebrew's libpq), loaded when a bank on a
// server is first opened rather than linked: libpq brings some twenty libraries (TLS, Kerberos,
// LDAP) whose loading added 4 to 5 ms to every start of vbank, on a bank file too. Swift calls the
// vbank_PQ* functions declared here, which call libpq's functions once vbank_pq_load() has found it
// (libpq.c: one loader and one table of functions for the whole program).
//
// The declarations are libpq-fe.h's, as far as vbank uses them: libpq's ABI (SONAME libpq.so.5)
// has kept these values since PostgreSQL 14, whose pipeline mode vbank uses. No header is needed
// to build vbank.
#include <stddef.h>

typedef unsigned int Oid;
typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;
typedef void (*PQnoticeProcessor)(void *arg, const char *message);

typedef enum {
    CONNECTION_OK,
    CONNECTION_BAD,
} ConnStatusType;

typedef enum {
    PGRES_EMPTY_QUERY = 0,
    PGRES_COMMAND_OK,
    PGRES_TUPLES_OK,
    PGRES_COPY_OUT,
    PGRES_COPY_IN,
    PGRES_BAD_RESPONSE,
    PGRES_NONFATAL_ERROR,
    PGRES_FATAL_ERROR,
    PGRES_COPY_BOTH,
    PGRES_SINGLE_TUPLE,
    PGRES_PIPELINE_SYNC,
    PGRES_PIPELINE_ABORTED,
} ExecStatusType;

typedef enum {
    PQTRANS_IDLE,
    PQTRANS_ACTIVE,
    PQTRANS_INTRANS,
    PQTRANS_INERROR,
    PQTRANS_UNKNOWN,
} PGTransactionStatusType;

typedef struct _PQconninfoOption {
    char *keyword;
    char *envvar;
    char *compiled;
    char *val;
    char *label;
    char *dispchar;
    int dispsize;
} PQconninfoOption;

typedef struct pgNotify {
    char *relname;
    int be_pid;
    char *extra;
    struct pgNotify *next;
} PGnotify;

/// Opens libpq; whether it could. Safe to call again: it loads once.
int vbank_pq_load(void);

PGconn * vbank_PQconnectdbParams(const char *const *k, const char *const *v, int e);
ConnStatusType vbank_PQstatus(const PGconn *c);
void vbank_PQfinish(PGconn *c);
void vbank_PQreset(PGconn *c);
char * vbank_PQerrorMessage(const PGconn *c);
PQnoticeProcessor vbank_PQsetNoticeProcessor(PGconn *c, PQnoticeProcessor p, void *a);
PGTransactionStatusType vbank_PQtransactionStatus(const PGconn *c);
PGcancel * vbank_PQgetCancel(PGconn *c);
void vbank_PQfreeCancel(PGcancel *c);
int vbank_PQcancel(PGcancel *c, char *b, int s);
PGresult * vbank_PQexec(PGconn *c, const char *q);
PGresult * vbank_PQexecParams(PGconn *c, const char *q, int n, const Oid *t, const char *const *v, const int *l, const int *f, int r);
int vbank_PQsendQueryParams(PGconn *c, const char *q, int n, const Oid *t, const char *const *v, const int *l, const int *f, int r);
int vbank_PQsendPrepare(PGconn *c, const char *s, const char *q, int n, const Oid *t);
PGresult * vbank_PQexecPrepared(PGconn *c, const char *s, int n, const char *const *v, const int *l, const int *f, int r);
int vbank_PQsendQueryPrepared(PGconn *c, const char *s, int n, const char *const *v, const int *l, const int *f, int r);
PGresult * vbank_PQgetResult(PGconn *c);
int vbank_PQenterPipelineMode(PGconn *c);
int vbank_PQexitPipelineMode(PGconn *c);
int vbank_PQpipelineSync(PGconn *c);
int vbank_PQputCopyData(PGconn *c, const char *b, int n);
int vbank_PQputCopyEnd(PGconn *c, const char *e);
void vbank_PQfreemem(void *p);
char * vbank_PQescapeIdentifier(PGconn *c, const char *s, size_t n);
int vbank_PQconsumeInput(PGconn *c);
PGnotify * vbank_PQnotifies(PGconn *c);
int vbank_PQbackendPID(const PGconn *c);
ExecStatusType vbank_PQresultStatus(const PGresult *r);
char * vbank_PQresultErrorMessage(const PGresult *r);
char * vbank_PQresultErrorField(const PGresult *r, int f);
void vbank_PQclear(PGresult *r);
int vbank_PQntuples(const PGresult *r);
int vbank_PQnfields(const PGresult *r);
int vbank_PQgetisnull(const PGresult *r, int t, int f);
char * vbank_PQgetvalue(const PGresult *r, int t, int f);
PQconninfoOption * vbank_PQconninfoParse(const char *s, char **e);
void vbank_PQconninfoFree(PQconninfoOption *o);

#endif
