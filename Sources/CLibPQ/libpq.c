// libpq's functions, called through the library vbank_pq_load() opened (see CLibPQ.h).
#include "CLibPQ.h"

#include <dlfcn.h>

/// libpq, opened on first use; NULL until vbank_pq_load() succeeded.
static void *vbank_pq_library = NULL;

/// Opens libpq; whether it could. Safe to call again: it loads once.
int vbank_pq_load(void) {
    if (vbank_pq_library != NULL) {
        return 1;
    }
    static const char *const names[] = {
        "libpq.so.5", "libpq.so", "libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib",
        "/usr/local/opt/libpq/lib/libpq.5.dylib", NULL,
    };
    for (const char *const *name = names; *name != NULL; name++) {
        vbank_pq_library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        if (vbank_pq_library != NULL) {
            return 1;
        }
    }
    return 0;
}

/// Each wrapper finds its function once; vbank_pq_load() must have succeeded first.
#define VBANK_PQ(ret, name, params, args)                                                        \
    ret vbank_##name params {                                                     \
        static ret(*function) params = NULL;                                                     \
        if (function == NULL) {                                                                  \
            function = (ret(*) params)dlsym(vbank_pq_library, #name);                            \
        }                                                                                        \
        return function args;                                                                    \
    }

VBANK_PQ(PGconn *, PQconnectdbParams, (const char *const *k, const char *const *v, int e), (k, v, e))
VBANK_PQ(ConnStatusType, PQstatus, (const PGconn *c), (c))
VBANK_PQ(void, PQfinish, (PGconn *c), (c))
VBANK_PQ(void, PQreset, (PGconn *c), (c))
VBANK_PQ(char *, PQerrorMessage, (const PGconn *c), (c))
VBANK_PQ(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn *c, PQnoticeProcessor p, void *a), (c, p, a))
VBANK_PQ(PGTransactionStatusType, PQtransactionStatus, (const PGconn *c), (c))
VBANK_PQ(PGcancel *, PQgetCancel, (PGconn *c), (c))
VBANK_PQ(void, PQfreeCancel, (PGcancel *c), (c))
VBANK_PQ(int, PQcancel, (PGcancel *c, char *b, int s), (c, b, s))
VBANK_PQ(PGresult *, PQexec, (PGconn *c, const char *q), (c, q))
VBANK_PQ(PGresult *, PQexecParams,
         (PGconn *c, const char *q, int n, const Oid *t, const char *const *v, const int *l, const int *f, int r),
         (c, q, n, t, v, l, f, r))
VBANK_PQ(int, PQsendQueryParams,
         (PGconn *c, const char *q, int n, const Oid *t, const char *const *v, const int *l, const int *f, int r),
         (c, q, n, t, v, l, f, r))
VBANK_PQ(int, PQsendPrepare, (PGconn *c, const char *s, const char *q, int n, const Oid *t), (c, s, q, n, t))
VBANK_PQ(PGresult *, PQexecPrepared,
         (PGconn *c, const char *s, int n, const char *const *v, const int *l, const int *f, int r),
         (c, s, n, v, l, f, r))
VBANK_PQ(int, PQsendQueryPrepared,
         (PGconn *c, const char *s, int n, const char *const *v, const int *l, const int *f, int r),
         (c, s, n, v, l, f, r))
VBANK_PQ(PGresult *, PQgetResult, (PGconn *c), (c))
VBANK_PQ(int, PQenterPipelineMode, (PGconn *c), (c))
VBANK_PQ(int, PQexitPipelineMode, (PGconn *c), (c))
VBANK_PQ(int, PQpipelineSync, (PGconn *c), (c))
VBANK_PQ(int, PQputCopyData, (PGconn *c, const char *b, int n), (c, b, n))
VBANK_PQ(int, PQputCopyEnd, (PGconn *c, const char *e), (c, e))
VBANK_PQ(void, PQfreemem, (void *p), (p))
VBANK_PQ(char *, PQescapeIdentifier, (PGconn *c, const char *s, size_t n), (c, s, n))
VBANK_PQ(int, PQconsumeInput, (PGconn *c), (c))
VBANK_PQ(PGnotify *, PQnotifies, (PGconn *c), (c))
VBANK_PQ(int, PQbackendPID, (const PGconn *c), (c))
VBANK_PQ(ExecStatusType, PQresultStatus, (const PGresult *r), (r))
VBANK_PQ(char *, PQresultErrorMessage, (const PGresult *r), (r))
VBANK_PQ(char *, PQresultErrorField, (const PGresult *r, int f), (r, f))
VBANK_PQ(void, PQclear, (PGresult *r), (r))
VBANK_PQ(int, PQntuples, (const PGresult *r), (r))
VBANK_PQ(int, PQnfields, (const PGresult *r), (r))
VBANK_PQ(int, PQgetisnull, (const PGresult *r, int t, int f), (r, t, f))
VBANK_PQ(char *, PQgetvalue, (const PGresult *r, int t, int f), (r, t, f))
VBANK_PQ(PQconninfoOption *, PQconninfoParse, (const char *s, char **e), (s, e))
VBANK_PQ(void, PQconninfoFree, (PQconninfoOption *o), (o))

#undef VBANK_PQ
