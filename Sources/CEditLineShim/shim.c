// wcswidth is an X/Open function glibc declares only when asked.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "CEditLineShim.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#define PROMPT_MARKER '\1'

static volatile sig_atomic_t interrupted = 0;
static volatile sig_atomic_t resized = 0;
static volatile sig_atomic_t continued = 0;
static char *current_prompt = NULL;
static int current_prompt_width = 0;
static int wake_pipe[2] = {-1, -1};
static int notice_descriptor = -1;
static vipera_notice_fn notice_handler = NULL;

// MARK: - Locale

void vipera_use_utf8_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL || strcmp(codeset, "UTF-8") != 0) {
        setlocale(LC_CTYPE, "C.UTF-8");
    }
}

// MARK: - Signals

// Records the signal and wakes the reader through the pipe. A signal that lands on another thread,
// or on the reading thread between two of its checks, leaves the pipe readable, so the reader's
// next poll returns at once instead of waiting for a key.
static void remember_signal(int signal_number) {
    int saved = errno;
    switch (signal_number) {
    case SIGINT: interrupted = 1; break;
    case SIGWINCH: resized = 1; break;
    case SIGCONT: continued = 1; break;
    default: break;
    }
    if (wake_pipe[1] >= 0) {
        char byte = 0;
        (void)write(wake_pipe[1], &byte, 1); // a full pipe already wakes the reader
    }
    errno = saved;
}

// Without the pipe (no descriptors left), a signal still interrupts poll with EINTR.
static void open_wake_pipe(void) {
    int ends[2];
    if (wake_pipe[0] >= 0 || pipe(ends) != 0) {
        return;
    }
    for (int index = 0; index < 2; index++) {
        fcntl(ends[index], F_SETFL, fcntl(ends[index], F_GETFL) | O_NONBLOCK);
        fcntl(ends[index], F_SETFD, FD_CLOEXEC);
    }
    wake_pipe[0] = ends[0];
    wake_pipe[1] = ends[1];
}

static void drain_wake_pipe(void) {
    char bytes[64];
    while (wake_pipe[0] >= 0 && read(wake_pipe[0], bytes, sizeof bytes) > 0) {
    }
}

void vipera_install_signal_handlers(void) {
    open_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = remember_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a pending read must return EINTR
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    sigaction(SIGCONT, &action, NULL);
}

int vipera_take_interrupt(void) {
    int was = interrupted;
    interrupted = 0;
    return was;
}

// MARK: - Reading

// Waits until a key can be read, showing notices that arrive meanwhile. Returns 1 when standard
// input is readable, 0 when a signal woke the wait, -1 with errno set when poll failed.
static int wait_for_key(EditLine *editor) {
    bool watches_notices = notice_descriptor >= 0 && notice_handler != NULL;
    for (;;) {
        struct pollfd watched[3] = {
            {.fd = STDIN_FILENO, .events = POLLIN, .revents = 0},
            {.fd = wake_pipe[0], .events = POLLIN, .revents = 0},
            {.fd = watches_notices ? notice_descriptor : -1, .events = POLLIN, .revents = 0},
        };
        if (poll(watched, 3, -1) < 0) {
            return errno == EINTR ? 0 : -1;
        }
        if (watched[1].revents != 0) {
            drain_wake_pipe();
            return 0;
        }
        if (watched[2].revents != 0) {
            notice_handler(editor);
        }
        if (watched[0].revents != 0) {
            return 1;
        }
    }
}

// After a resize, EL_REFRESH draws the prompt and line from the start of the row the cursor is
// on, as if the prompt began there. When the line takes more than one row, the terminal has
// reflowed it for the new width (tmux, VTE, kitty and iTerm2 do), and the rows above the cursor
// still show the prompt: move up to the prompt's first row, counted at the new width, and clear
// what is below, so the prompt and line are drawn once.
static void redraw_after_resize(EditLine *editor) {
    el_resize(editor);
    int columns = 0;
    el_get(editor, EL_GETTC, "co", &columns);
    int before = current_prompt_width;
    const LineInfoW *line = el_wline(editor);
    if (line != NULL) {
        size_t typed = (size_t)(line->cursor - line->buffer);
        int width = wcswidth(line->buffer, typed);
        before += width >= 0 ? width : (int)typed;
    }
    int rows_up = columns > 0 ? before / columns : 0;
    if (rows_up > 0) {
        fprintf(stdout, "\r\033[%dA\033[J", rows_up);
    } else {
        fputs("\r\033[J", stdout);
    }
    fflush(stdout);
    el_set(editor, EL_REFRESH);
}

// Handles a resize or a continue after Ctrl-Z that a signal recorded, outside the signal handler.
static void take_resize_and_continue(EditLine *editor) {
    if (resized) {
        resized = 0;
        redraw_after_resize(editor);
    }
    if (continued) {
        continued = 0;
        el_set(editor, EL_PREP_TERM, 1);
        el_set(editor, EL_REFRESH);
    }
}

// Reads one character for libedit, decoding UTF-8 itself because EL_SIGNAL is off. Returns 1 for a
// character, 0 at end of input, -1 when Ctrl-C interrupted the read.
static int read_character(EditLine *editor, wchar_t *out) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t pending = 0;
    for (;;) {
        if (interrupted) {
            errno = EINTR;
            return -1;
        }
        take_resize_and_continue(editor);
        int ready = wait_for_key(editor);
        if (ready < 0) {
            return -1;
        }
        if (ready == 0) {
            continue;
        }
        char byte;
        ssize_t count = read(STDIN_FILENO, &byte, 1);
        if (count == 0) {
            return 0;
        }
        if (count < 0) {
            if (errno == EINTR || errno == EAGAIN) {
                continue;
            }
            return -1;
        }
        // mbrtowc keeps the bytes of an unfinished character in `state`: feed one byte at a time.
        size_t decoded = mbrtowc(out, &byte, 1, &state);
        if (decoded == (size_t)-2 && ++pending < MB_LEN_MAX) {
            continue;
        }
        if (decoded == (size_t)-1 || decoded == (size_t)-2) {
            pending = 0;
            memset(&state, 0, sizeof state);
            continue;
        }
        return 1;
    }
}

// MARK: - Editor

static char *prompt_for(EditLine *editor) {
    (void)editor;
    return current_prompt != NULL ? current_prompt : "> ";
}

// The sequences common terminals send for keys libedit's emacs map leaves unbound, so that they
// work as in bash rather than insert their tail (`;5D`). Bound before ~/.editrc, which may rebind
// any of them.
static const char *const common_keys[][2] = {
    {"\\e[1;5D", "ed-prev-word"}, {"\\e[1;5C", "em-next-word"},     // Ctrl-Left/Right: xterm, VTE
    {"\\e[5D", "ed-prev-word"},   {"\\e[5C", "em-next-word"},       // Ctrl-Left/Right: older xterm
    {"\\eOd", "ed-prev-word"},    {"\\eOc", "em-next-word"},        // Ctrl-Left/Right: rxvt
    {"\\e[1;3D", "ed-prev-word"}, {"\\e[1;3C", "em-next-word"},     // Alt-Left/Right
    {"\\eb", "ed-prev-word"},     {"\\ef", "em-next-word"},         // Alt-B/F
    {"\\e[H", "ed-move-to-beg"},  {"\\e[F", "ed-move-to-end"},      // Home/End: xterm
    {"\\eOH", "ed-move-to-beg"},  {"\\eOF", "ed-move-to-end"},      // Home/End: application mode
    {"\\e[1~", "ed-move-to-beg"}, {"\\e[4~", "ed-move-to-end"},     // Home/End: screen, tmux, linux
    {"\\e[7~", "ed-move-to-beg"}, {"\\e[8~", "ed-move-to-end"},     // Home/End: rxvt
    {"\\e[3~", "ed-delete-next-char"},                             // Delete
};

static void bind_common_keys(EditLine *editor) {
    for (size_t index = 0; index < sizeof common_keys / sizeof common_keys[0]; index++) {
        el_set(editor, EL_BIND, common_keys[index][0], common_keys[index][1], NULL);
    }
}

EditLine *vipera_editor_create(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

void vipera_editor_configure(EditLine *editor, History *entries, vipera_completion_fn completion,
                             vipera_completion_fn guide, void *client) {
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_SIGNAL, 0);
    el_set(editor, EL_GETCFN, read_character);
    el_set(editor, EL_PROMPT_ESC, prompt_for, PROMPT_MARKER);
    el_set(editor, EL_HIST, history, entries);
    el_set(editor, EL_CLIENTDATA, client);
    el_set(editor, EL_ADDFN, "vipera-complete", "Complete the word before the cursor", completion);
    el_set(editor, EL_BIND, "^I", "vipera-complete", NULL);
    el_set(editor, EL_ADDFN, "vipera-guide", "List what may come next at the cursor", guide);
    el_set(editor, EL_BIND, "?", "vipera-guide", NULL);
    bind_common_keys(editor);
    el_source(editor, NULL);
}

void *vipera_editor_client(EditLine *editor) {
    void *client = NULL;
    el_get(editor, EL_CLIENTDATA, &client);
    return client;
}

char vipera_prompt_marker(void) {
    return PROMPT_MARKER;
}

void vipera_editor_set_prompt_width(int width) {
    current_prompt_width = width;
}

void vipera_editor_set_prompt(const char *prompt) {
    char *copy = strdup(prompt);
    if (copy == NULL) {
        return;
    }
    free(current_prompt);
    current_prompt = copy;
}

const char *vipera_editor_gets(EditLine *editor, int *count) {
    sigset_t handled;
    sigset_t previous;
    sigemptyset(&handled);
    sigaddset(&handled, SIGINT);
    sigaddset(&handled, SIGWINCH);
    sigaddset(&handled, SIGCONT);
    // The caller may be a worker thread that blocks signals (Swift's main actor need not run on the
    // process's first thread): let them reach this thread while it waits for keys.
    pthread_sigmask(SIG_UNBLOCK, &handled, &previous);
    // el_gets measures the window and draws the prompt afresh: a resize or continue recorded while
    // a command ran is already taken into account.
    resized = 0;
    continued = 0;
    // libedit draws the prompt before it puts the terminal in raw mode, which it does only when it
    // reads the first key: a key typed in between would be echoed by the terminal as typed
    // ("^[[1;5D" for Ctrl-Left). Raw mode first, so whatever follows the prompt is libedit's.
    el_set(editor, EL_PREP_TERM, 1);
    const char *line = el_gets(editor, count);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return line;
}

void vipera_editor_refresh(EditLine *editor) {
    el_set(editor, EL_REFRESH);
}

void vipera_editor_watch_notices(int descriptor, vipera_notice_fn handler) {
    notice_descriptor = descriptor;
    notice_handler = handler;
}

// MARK: - History

History *vipera_history_create(int size) {
    History *entries = history_init();
    if (entries == NULL) {
        return NULL;
    }
    HistEvent event;
    history(entries, &event, H_SETSIZE, size);
    history(entries, &event, H_SETUNIQUE, 1);
    return entries;
}

int vipera_history_enter(History *entries, const char *line) {
    HistEvent event;
    return history(entries, &event, H_ENTER, line) < 0 ? -1 : 0;
}

// MARK: - Pseudo-terminal

pid_t vipera_spawn_in_pseudo_terminal(const char *path, char *const argv[], char *const envp[],
                                      unsigned short columns, unsigned short rows, int *master) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_col = columns;
    size.ws_row = rows;
    pid_t pid = forkpty(master, NULL, NULL, &size);
    if (pid == 0) {
        execve(path, argv, envp);
        _exit(127);
    }
    return pid;
}
