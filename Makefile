# Vipera and its apps. `make run` starts the app, `make test` runs every test; both install what
# they need first (libedit-dev, through apt-get, when run as root).

SWIFT ?= swift
APP ?= vbank

.PHONY: all deps build run test transcripts lint format clean

all: build

# The system libraries the build links: libedit (the REPL) and SQLite (GRDB). Installed with
# apt-get only when their headers are missing.
SYSTEM_PACKAGES = libedit-dev:/usr/include/histedit.h libsqlite3-dev:/usr/include/sqlite3.h

deps:
	@missing=""; \
	for entry in $(SYSTEM_PACKAGES); do \
		[ -f "$${entry#*:}" ] || missing="$$missing $${entry%%:*}"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" -eq 0 ]; then \
			echo "Installing$$missing..."; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
		else \
			echo "Missing system packages:$$missing; install them with apt-get as root" >&2; exit 1; \
		fi; \
	fi

build: deps
	$(SWIFT) build --product $(APP)

run: build
	@$$($(SWIFT) build --show-bin-path)/$(APP)

# The executables are built too: the REPL's pipe and terminal tests run them.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# vbank's executable specification: every transcript in Tests/Transcripts, with a diff for each
# that no longer holds. `make test` runs them too.
transcripts: build
	@$$($(SWIFT) build --show-bin-path)/vbank --check-transcript Tests/Transcripts/*.transcript

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
