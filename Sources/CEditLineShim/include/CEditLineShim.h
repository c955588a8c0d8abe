// Non-variadic wrappers over libedit's el_set/el_get/history, the signal flags the REPL needs,
// and a pseudo-terminal spawner for tests. Swift cannot call C variadic functions, cannot touch
// stdin/stdout/stderr, and must not run between fork and exec.
#ifndef VIPERA_EDITLINE_SHIM_H
#define VIPERA_EDITLINE_SHIM_H

#include <histedit.h>
#include <sys/types.h>

#pragma clang assume_nonnull begin

/// The function libedit calls when the completion key is pressed.
typedef unsigned char (*vipera_completion_fn)(EditLine *editor, int key);

/// The function libedit's reader calls when notices wait to be shown above the line.
typedef void (*vipera_notice_fn)(EditLine *editor);

/// Makes LC_CTYPE UTF-8 (the environment's locale, or C.UTF-8) so libedit keeps non-ASCII input.
void vipera_use_utf8_locale(void);

/// Creates an editor on the process's standard streams; NULL when libedit cannot start.
EditLine *_Nullable vipera_editor_create(const char *program);

/// Emacs keys, no libedit signal handling, the REPL's own reader and prompt, `history` for
/// up/down and Ctrl-R, `completion` on Tab, and `client` retrievable with vipera_editor_client.
void vipera_editor_configure(EditLine *editor, History *history, vipera_completion_fn completion,
                             vipera_completion_fn guide, void *_Nullable client);

/// What was passed as `client` to vipera_editor_configure.
void *_Nullable vipera_editor_client(EditLine *editor);

/// Replaces the prompt. Escape sequences must sit between VIPERA_PROMPT_MARKER characters.
void vipera_editor_set_prompt(const char *prompt);

/// The columns the prompt takes on the screen, escape sequences aside: where the line starts,
/// which a redraw after a resize counts from.
void vipera_editor_set_prompt_width(int width);

/// The character that brackets non-printing parts of the prompt.
char vipera_prompt_marker(void);

/// Reads a line with el_gets, letting the REPL's signals interrupt this thread's read. The line
/// belongs to libedit and is valid until the next call; NULL at end of input (count 0) or after
/// Ctrl-C (count -1).
const char *_Nullable vipera_editor_gets(EditLine *editor, int *count);

/// Redraws the prompt and line after output was written under them.
void vipera_editor_refresh(EditLine *editor);

/// While a line is read, calls `handler` whenever `descriptor` becomes readable; -1 stops watching.
/// The handler must make the descriptor unreadable again (drain it), or it is called again at once.
void vipera_editor_watch_notices(int descriptor, vipera_notice_fn _Nullable handler);

/// Creates a history keeping at most `size` entries and dropping consecutive duplicates.
History *_Nullable vipera_history_create(int size);

/// Adds an entry; returns 0 on success.
int vipera_history_enter(History *history, const char *line);

/// Installs flag-setting handlers for SIGINT, SIGWINCH and SIGCONT (no SA_RESTART), so a
/// Ctrl-C interrupts a read instead of killing the process. Each handler also writes to a pipe that
/// vipera_editor_gets polls, so a signal on any thread, at any moment, wakes the wait for a key.
void vipera_install_signal_handlers(void);

/// Whether Ctrl-C was pressed since the last call; clears the flag.
int vipera_take_interrupt(void);

/// Starts `path` with a new pseudo-terminal of the given size as its controlling terminal and
/// standard streams. Returns the child's pid and its master side in `master`, or -1.
pid_t vipera_spawn_in_pseudo_terminal(const char *path, char *_Nullable const argv[_Nonnull],
                                      char *_Nullable const envp[_Nonnull], unsigned short columns,
                                      unsigned short rows, int *master);

#pragma clang assume_nonnull end

#endif
