#ifndef FOLIO_PROCESS_H
#define FOLIO_PROCESS_H

#include <spawn.h>

/// Process calls that Swift cannot make itself: prctl is variadic, and the spawn action
/// below is declared only for _GNU_SOURCE.

/// Has the kernel send `signal` to the calling process when the thread that started it ends
/// (prctl PR_SET_PDEATHSIG). Returns 0, or -1 with errno set.
int folio_set_parent_death_signal(int signal);

/// Adds to `actions` the closing, in the child, of every descriptor from `lowest` up
/// (posix_spawn_file_actions_addclosefrom_np, glibc 2.34). Returns 0 or an error number.
int folio_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
