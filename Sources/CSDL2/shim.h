#ifndef STRATA_CSDL2_SHIM_H
#define STRATA_CSDL2_SHIM_H

#include <SDL.h>

/* SDL_syswm.h without X11's headers, so that Xlib's names (Window, Display, None, ...) stay out
   of Swift. SDL2's ABI fixes what the helpers below read: SDL_SysWMinfo's union starts with
   { Display *display; Window window; } for X11, and SDL_SysWMmsg's with the XEvent, whose first
   member is its int type. Both unions start 8 bytes into their structs either way. */
#ifdef SDL_VIDEO_DRIVER_X11
#undef SDL_VIDEO_DRIVER_X11
#endif
#include <SDL_syswm.h>
#include <errno.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The X11 display connection and window of `window`; 0 when it is not an X11 window. */
static inline int strata_sdl_x11_window(SDL_Window *window, void **display, unsigned long *x_window) {
  SDL_SysWMinfo info;
  memset(&info, 0, sizeof info);
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
  const unsigned char *bytes = (const unsigned char *)&info.info;
  memcpy(display, bytes, sizeof(void *));
  memcpy(x_window, bytes + sizeof(void *), sizeof(unsigned long));
  return 1;
}

/* The X event type of an SDL_SYSWMEVENT from the X11 driver; 0 for any other event. */
static inline int strata_sdl_x11_event_type(const SDL_Event *event) {
  if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL
      || event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
  int type;
  memcpy(&type, &event->syswm.msg->msg, sizeof type);
  return type;
}

/* Xlib's XShmSegmentInfo (X11/extensions/XShm.h) as its ABI lays it out, so that memory can be
   shared with the X server (MIT-SHM) without X11's headers: the segment's XID, the System V
   segment id, its address here, and whether the server may only read it. */
typedef struct {
  unsigned long shmseg;
  int shmid;
  char *shmaddr;
  int readOnly;
} strata_x11_shm_segment_info;

/* XCB's xcb_void_cookie_t as its ABI lays it out: the sequence number of a request without a
   reply, which xcb_request_check waits for. */
typedef struct {
  unsigned int sequence;
} strata_xcb_void_cookie;

/* An anonymous memory file closed on exec (Linux's memfd_create with MFD_CLOEXEC), called
   through the system call so that it does not depend on the C library declaring it; -1 with
   errno set where there is none. */
static inline int strata_memfd_create(const char *name) {
#ifdef SYS_memfd_create
  return (int)syscall(SYS_memfd_create, name, 1u);
#else
  (void)name;
  errno = ENOSYS;
  return -1;
#endif
}

#endif
