# Vipera and its apps. `make run` starts the app, `make test` runs every test; both install what
# they need first through apt-get when run as root: the libraries the build links, and for the
# tests PostgreSQL 15.

SWIFT ?= swift
APP ?= vbank

.PHONY: all deps test-deps build run test docs docs-check api-check api-baseline examples transcripts release bench benchmarks \
	benchmark-check benchmark-thresholds fuzz lint format clean

all: build

# The system libraries: libedit (the REPL), SQLite (GRDB) and libxml2 (Foundation's XML parser,
# under SWXMLHash, for OFX 2.x and CAMT.053 statements), which the build links, and libpq (a
# bank on a PostgreSQL server), which vbank loads when it is given a server's address. The tests
# also need PostgreSQL 15 itself, which they start as a throw-away server; `make run` does not.
# Each is installed with apt-get only when it is missing.
BUILD_PACKAGES = libedit-dev:/usr/include/histedit.h libsqlite3-dev:/usr/include/sqlite3.h \
	libxml2:/usr/share/doc/libxml2/copyright libpq5:/usr/share/doc/libpq5/copyright
TEST_PACKAGES = postgresql:/usr/lib/postgresql/15/bin/initdb

define install_missing
	@missing=""; \
	for entry in $(1); do \
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
endef

deps:
	$(call install_missing,$(BUILD_PACKAGES))

test-deps: deps
	$(call install_missing,$(TEST_PACKAGES))

build: deps
	$(SWIFT) build --product $(APP)

# What users get: the release build as it ships. Its first build on a fresh clone takes about
# three times as long as a debug one (12 against 4 minutes on 2 cores), and then it runs
# commands about nine times as fast (30,000 against 3,200 a second on a bank file).
# `make build` and `swift run` give the debug build while you work.
run: release
	@$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/$(APP)

# The executables are built too: the REPL's pipe and terminal tests run them. The guide's
# walkthrough test builds the tutorial's app from an empty folder, then tests the example apps
# (separate packages on Vipera's public API) in the same build folder; VIPERA_SKIP_GUIDE=1 skips
# both.
# The benchmarks' allocation check builds a package of its own in release (swift-syntax with
# optimisation takes most of its six minutes on 2 cores) and counts allocations, which repeat
# whatever else the machine is doing (or fall by one, which passes: see benchmark-check). So it
# runs beside the documentation and the tests, at the lowest priority, on the CPU they leave idle
# (about half of it while the walkthrough builds), and its report follows theirs.
# The tests' scratch folders and files (banks, scripts, scaffolded apps, the programs they run)
# go in a folder of this run's own (TMPDIR), removed when the tests end, whether they pass or fail.
BENCHMARK_LOG = .build/benchmark-check.log

test: test-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory api-check
	@( nice -n 19 $(MAKE) --no-print-directory benchmark-check > $(BENCHMARK_LOG) 2>&1; \
		echo $$? > $(BENCHMARK_LOG).status ) & \
	status=0; scratch=$$(mktemp -d /tmp/vbank-tests-XXXXXX) && chmod 755 $$scratch || exit 1; \
	{ $(MAKE) --no-print-directory docs-check && TMPDIR=$$scratch $(SWIFT) test --skip-build; } || status=$$?; \
	rm -rf $$scratch; \
	echo "Waiting for the benchmark check..."; wait; cat $(BENCHMARK_LOG); \
	[ "$$(cat $(BENCHMARK_LOG).status)" = 0 ] || status=1; \
	exit $$status

# The documentation: a DocC catalog for each library (Sources/TARGET/Documentation.docc: the
# landing page, the guides as articles, the symbols grouped by task), built by swift-docc-plugin
# into a static site per catalog, DOCS_DIR/TARGET, which expects to be served at /TARGET/; an
# index.html beside them links the four. Serve them with
# `python3 -m http.server --directory .build/docs` and open http://localhost:8000/.
# Warnings are errors: a symbol link that no longer resolves, or a parameter documented under a
# name the function does not have, stops the build. Symbols Swift writes for a type (an
# Equatable's `!=`, a protocol's default implementations) are left out, as they are documented
# where they are declared.
DOC_TARGETS = Vipera ViperaREPL ViperaTesting ViperaSpyable ViperaSpies
DOCS_DIR ?= $(CURDIR)/.build/docs
DOCC_OPTIONS = --experimental-skip-synthesized-symbols --warnings-as-errors \
	--experimental-documentation-coverage --coverage-summary-level brief

docs: deps
	@rm -rf $(DOCS_DIR) && mkdir -p $(DOCS_DIR)
	@for target in $(DOC_TARGETS); do \
		$(SWIFT) package --disable-sandbox --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
			--target $$target $(DOCC_OPTIONS) --transform-for-static-hosting --hosting-base-path $$target \
			--output-path $(DOCS_DIR)/$$target || exit 1; \
	done
	@{ echo '<!doctype html><meta charset="utf-8"><title>Vipera documentation</title><h1>Vipera documentation</h1><ul>'; \
		for target in $(DOC_TARGETS); do echo "<li><a href=\"$$target/documentation/$$(echo $$target | tr A-Z a-z)/\">$$target</a></li>"; done; \
		echo '</ul>'; } > $(DOCS_DIR)/index.html
	@echo "The sites are in $(DOCS_DIR): python3 -m http.server --directory $(DOCS_DIR), then open http://localhost:8000/"

# Part of `make test`: the sites build without a warning, and every public symbol of the four
# libraries has an abstract and every parameter a line (`vipera check-docs` reads docc's coverage
# report of each).
docs-check: docs
	$(SWIFT) build --product vipera
	$$($(SWIFT) build --show-bin-path)/vipera check-docs $(addprefix $(DOCS_DIR)/,$(DOC_TARGETS))

# The public API of the libraries, kept as text in API/LIBRARY.txt (one line a declaration and one
# a conformance, from the compiler's symbol graphs): `make api-check`, part of `make test`, fails on
# any line added or removed, so a change to what apps see is a deliberate, reviewed one;
# `make api-baseline` writes the files again after such a change (say it in CHANGELOG.md too).
API_TARGETS = Vipera ViperaREPL ViperaTesting ViperaSpyable ViperaSpies
API_DIR = $(CURDIR)/API

api-check api-baseline: deps
	@graphs=$$($(SWIFT) package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
		| sed -n 's/^Files written to //p'); \
	[ -n "$$graphs" ] || { echo "error: swift package dump-symbol-graph wrote no graphs" >&2; exit 1; }; \
	$(SWIFT) build --product vipera && \
	$$($(SWIFT) build --show-bin-path)/vipera check-api "$$graphs" --baselines $(API_DIR) \
		$(addprefix --module ,$(API_TARGETS)) $(if $(filter api-baseline,$@),--update)

# The example apps alone, each in its own build folder.
EXAMPLES = Examples/Stillness

examples: deps
	@for example in $(EXAMPLES); do \
		echo "Testing $$example"; \
		$(SWIFT) test --package-path $$example || exit 1; \
	done

# vbank's executable specification: every transcript in Tests/Transcripts, with a diff for each
# that no longer holds. `make test` runs them too.
transcripts: build
	@$$($(SWIFT) build --show-bin-path)/vbank --check-transcript Tests/Transcripts/*.transcript

# BENCHMARKS.md's figures, measured on this machine: release builds of vbank and vipera-bench,
# then every figure with its median, spread and target, and the ratios against the Python peers
# when python3 and $(PEERS) are there (cmd2 from pip). Not part of `make test`: it takes minutes.
# BENCH_ARGS passes options, such as `--quick` or `--only startup navigation` (or `statement`).
PEERS ?= ../shared/peers
BENCH_ARGS ?=

bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product vipera-bench
	@# vipera-bench exits 1 when a target is missed; the report says which, so make goes on.
	-@$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/vipera-bench --peers $(PEERS) $(BENCH_ARGS)

# The in-process benchmarks, on ordo-one's package-benchmark, in a package of their own
# (Benchmarks/Package.swift) so an app that depends on Vipera never resolves it: dispatch,
# rendering, push/pop, every vbank scene's display and the navigation workload, in a release
# build. `make benchmarks` prints every figure; `make benchmark-check` (part of `make test`) fails
# when an allocation count rises above Benchmarks/Thresholds, which
# `make benchmark-thresholds` records after a change that means to move them. Counts of
# allocations repeat exactly from run to run; times are reported, never checked, on a shared VM.
BENCHMARK = $(SWIFT) package --package-path Benchmarks --disable-sandbox
CHECKED_METRICS = --metric mallocCountTotal --path $(CURDIR)/Benchmarks/Thresholds

benchmarks: deps
	$(BENCHMARK) benchmark --no-progress

# A count that fell passes, with a reminder to record it, or a later rise back up to the old
# count would pass unseen; a count that rose fails. The plugin reports both as an error (swift
# package exits 1 for either, not the tool's own 2 and 4), so its verdict is read from its report.
# Under load a count can fall by one (an await that did not have to suspend), as Vipera's
# push-and-pop did beside `swift test`.
benchmark-check: deps
	@report=$$(mktemp); status=0; \
	$(BENCHMARK) benchmark thresholds check $(CHECKED_METRICS) --no-progress > $$report 2>&1 || status=$$?; \
	cat $$report; \
	if [ $$status -ne 0 ] && grep -q "BETTER than the defined thresholds" $$report \
		&& ! grep -q "WORSE than the defined thresholds" $$report; then \
		echo "Allocation counts fell below Benchmarks/Thresholds: record them with 'make benchmark-thresholds'."; \
		status=0; \
	fi; \
	rm -f $$report; exit $$status

benchmark-thresholds: deps
	$(BENCHMARK) --allow-writing-to-package-directory benchmark thresholds update $(CHECKED_METRICS) --no-progress

# The app as it ships: optimised, with the Swift runtime linked in, which halves start-up
# (no dynamic loading and binding of the Swift and Foundation libraries). A generic type that code
# names concretely (a `Set<EntryID>`, GRDB's dictionaries) is made by a direct call of its metadata
# accessor, not from its mangled name: from a name, the runtime finds each conformance the type
# needs by scanning every conformance record of the binary (7,700 of them, 260,000 instructions a
# scan) the first time, which was a third of a start's instructions.
RELEASE_FLAGS = -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product $(APP)

# libFuzzer with AddressSanitizer on the tokenizer, the parser (a table with every kind of
# parameter) and error layout, for FUZZ_SECONDS; the corpus grows in .build/fuzz/corpus and a
# crash is saved as crash-* here. Not part of `make test`. Replay an input with
# `swift run vipera-fuzz FILE`. The build has its own folder, so it leaves the others alone, and
# links with lld: gold stops with an internal error on the fuzzer's runtime.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -c release --build-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
	-Xswiftc -use-ld=lld

fuzz: deps
	$(SWIFT) build $(FUZZ_FLAGS) --product vipera-fuzz
	@mkdir -p .build/fuzz/corpus
	$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/vipera-fuzz .build/fuzz/corpus -max_total_time=$(FUZZ_SECONDS)

BENCHMARK_SOURCES = Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Plugins $(EXAMPLES) $(BENCHMARK_SOURCES)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift Plugins $(EXAMPLES) $(BENCHMARK_SOURCES)

clean:
	rm -rf .build
