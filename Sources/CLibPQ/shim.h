// libpq, PostgreSQL's own client library (libpq-fe.h), as installed by libpq-dev or Homebrew's libpq.
#include <libpq-fe.h>
