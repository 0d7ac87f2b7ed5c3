/* Preloaded before libfaketime by run_on_date.sh: sleeps on the monotonic clock stay real.
 *
 * With FAKETIME_DONT_FAKE_MONOTONIC=1, libfaketime 0.9.10 still intercepts
 * clock_nanosleep() and answers EINVAL to the absolute CLOCK_MONOTONIC sleep that
 * CPython's time.sleep() makes, so every test that sleeps fails. The wall clock is faked
 * by a constant offset (the date given, running at real speed), so a relative sleep of
 * any clock and an absolute sleep of a clock that is not faked need nothing from it: this
 * sends them to the kernel. An absolute sleep on the faked wall clock still goes through
 * libfaketime, which converts the faked deadline. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

typedef int (*clock_nanosleep_fn)(clockid_t, int, const struct timespec *, struct timespec *);

int clock_nanosleep(clockid_t clock, int flags, const struct timespec *request,
                    struct timespec *remain) {
    if ((flags & TIMER_ABSTIME) && (clock == CLOCK_REALTIME || clock == CLOCK_TAI)) {
        clock_nanosleep_fn next = (clock_nanosleep_fn)dlsym(RTLD_NEXT, "clock_nanosleep");
        return next(clock, flags, request, remain);
    }
    /* clock_nanosleep returns the error number rather than setting errno. */
    long result = syscall(SYS_clock_nanosleep, clock, flags, request, remain);
    return result == 0 ? 0 : errno;
}
