# Vipera and its apps. `make run` starts the app, `make test` runs every test; both install what
# they need first (libedit-dev, through apt-get, when run as root).

SWIFT ?= swift
APP ?= vipera-demo

.PHONY: all deps build run test lint format clean

all: build

# libedit-dev is the one system package the REPL needs; install it only when missing.
deps:
	@if [ ! -f /usr/include/histedit.h ]; then \
		if [ "$$(id -u)" -eq 0 ]; then \
			echo "Installing libedit-dev..."; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev >/dev/null; \
		else \
			echo "libedit-dev is missing: run 'sudo apt-get install libedit-dev'" >&2; exit 1; \
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

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
