// Darwin's declarations (macOS 15 SDK) of every C call the platform files make, spelled with
// Darwin's types, not Glibc's: `mode_t` 16 bits, `tcflag_t` unsigned long, `pthread_key_t`
// unsigned long, `NOFLSH` 0x80000000, `posix_spawn_file_actions_t` a pointer, `RUSAGE_SELF` a
// plain int, BSD sockets with a length byte, nullability where Darwin's headers annotate it.
// No system header is included: nothing of Glibc can leak in. Used by ../check-darwin-types.

typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned short mode_t;
typedef long long off_t;
typedef int pid_t;
typedef int dev_t;
typedef unsigned short nlink_t;
typedef unsigned long long ino_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef long long blkcnt_t;
typedef int blksize_t;

// errno.h, string.h, stdlib.h
int *__error(void);
#define EINTR 4
#define EPIPE 32
#define EBADF 9
#define EMFILE 24
#define ENFILE 23
#define EEXIST 17
#define EAGAIN 35
#define ENOENT 2
#define ECONNABORTED 53
#define ECONNREFUSED 61
char *strerror(int);
int memcmp(const void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
char *strdup(const char *);
void free(void *);
void exit(int) __attribute__((noreturn));
int atexit(void (* _Nonnull)(void));

// fcntl.h, unistd.h (open and fcntl are variadic: the overlay declares them for Swift)
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_APPEND 0x0008
#define O_CREAT 0x0200
#define O_TRUNC 0x0400
#define O_EXCL 0x0800
#define O_NOCTTY 0x20000
#define O_CLOEXEC 0x01000000
#define F_SETFD 2
#define F_GETFD 1
int dup2(int, int);
#define F_SETFL 4
#define O_NONBLOCK 0x0004
#define FD_CLOEXEC 1
#define W_OK (1<<1)
int __stub_open(const char *, int, int);
int __stub_fcntl(int, int, int);
int close(int);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
ssize_t pread(int, void *, size_t, off_t);
ssize_t pwrite(int, const void *, size_t, off_t);
// stdio.h (the overlay spells `stdout` for Swift)
typedef struct __sFILE { int _opaque; } FILE;
extern FILE * _Nonnull __stdoutp;
#define _IOLBF 1
int setvbuf(FILE * _Nonnull, char * _Nullable, int, size_t);
// sys/file.h
#define LOCK_EX 0x02
#define LOCK_UN 0x08
int flock(int, int);
int rename(const char *, const char *);
int unlink(const char *);
pid_t getpid(void);
int isatty(int);
int access(const char *, int);

// sys/stat.h
struct timespec { long tv_sec; long tv_nsec; };
struct stat {
    dev_t st_dev; mode_t st_mode; nlink_t st_nlink; ino_t st_ino; uid_t st_uid; gid_t st_gid; dev_t st_rdev;
    struct timespec st_atimespec; struct timespec st_mtimespec; struct timespec st_ctimespec; struct timespec st_birthtimespec;
    off_t st_size; blkcnt_t st_blocks; blksize_t st_blksize; unsigned int st_flags; unsigned int st_gen; int st_lspare; long long st_qspare[2];
};
int stat(const char *, struct stat *);
int lstat(const char *, struct stat *);
int chmod(const char *, mode_t);
int mkdir(const char *, mode_t);
uid_t getuid(void);
int pipe(int [2]);
int fstat(int, struct stat *);

// dirent.h: `d_name` is 1024 bytes
struct dirent { unsigned long long d_ino; unsigned long long d_seekoff; unsigned short d_reclen; unsigned short d_namlen; unsigned char d_type; char d_name[1024]; };
typedef struct { int __dd_fd; long __dd_loc; long __dd_size; char *__dd_buf; int __dd_len; long __dd_seek; long __padding; int __dd_flags; } DIR;
DIR *opendir(const char *);
int closedir(DIR *);
struct dirent *readdir(DIR *);

// pthread.h (an assume-nonnull region in Darwin's header)
#pragma clang assume_nonnull begin
typedef struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; } pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; } pthread_mutexattr_t;
typedef unsigned long pthread_key_t;
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t * _Nullable);
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));
void * _Nullable pthread_getspecific(pthread_key_t);
int pthread_setspecific(pthread_key_t, const void * _Nullable);
typedef struct _opaque_pthread_t { long __sig; char __opaque[8176]; } *pthread_t;
pthread_t pthread_self(void);
void *pthread_get_stackaddr_np(pthread_t);
size_t pthread_get_stacksize_np(pthread_t);
#pragma clang assume_nonnull end

// dlfcn.h
void *dlsym(void *, const char *);

// signal.h
typedef unsigned int sigset_t;
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGFPE 8
#define SIGBUS 10
#define SIGSEGV 11
#define SIGKILL 9
#define SIGTERM 15
#define SIG_UNBLOCK 2
typedef void (*sig_t)(int);
void (*signal(int, void (*)(int)))(int);
int raise(int);
int kill(pid_t, int);
int sigemptyset(sigset_t *);
int sigaddset(sigset_t *, int);
int pthread_sigmask(int, const sigset_t *, sigset_t *);
#define SIGPIPE 13
typedef struct __siginfo { int si_signo; int si_errno; int si_code; } siginfo_t;
union __sigaction_u { void (*__sa_handler)(int); void (*__sa_sigaction)(int, siginfo_t *, void *); };
struct sigaction { union __sigaction_u __sigaction_u; sigset_t sa_mask; int sa_flags; };
int sigaction(int, const struct sigaction * _Nullable, struct sigaction * _Nullable);
void _exit(int) __attribute__((noreturn));

// termios.h, sys/ioctl.h, poll.h
typedef unsigned long tcflag_t;
typedef unsigned char cc_t;
typedef unsigned long speed_t;
struct termios { tcflag_t c_iflag; tcflag_t c_oflag; tcflag_t c_cflag; tcflag_t c_lflag; cc_t c_cc[20]; speed_t c_ispeed; speed_t c_ospeed; };
#define BRKINT 0x00000002
#define INPCK 0x00000010
#define ISTRIP 0x00000020
#define ICRNL 0x00000100
#define IXON 0x00000200
#define ECHO 0x00000008
#define ISIG 0x00000080
#define ICANON 0x00000100
#define IEXTEN 0x00000400
#define NOFLSH 0x80000000
#define VMIN 16
#define VTIME 17
#define TCSANOW 0
int tcgetattr(int, struct termios *);
int tcsetattr(int, int, const struct termios *);
struct winsize { unsigned short ws_row; unsigned short ws_col; unsigned short ws_xpixel; unsigned short ws_ypixel; };
int __stub_ioctl(int, unsigned long, void *);
struct pollfd { int fd; short events; short revents; };
typedef unsigned int nfds_t;
#define POLLIN 0x0001
int poll(struct pollfd *, nfds_t, int);

// sys/socket.h, netinet/in.h, arpa/inet.h: BSD sockets carry their length; no SOCK_CLOEXEC
typedef unsigned int socklen_t;
typedef unsigned char sa_family_t;
typedef unsigned short in_port_t;
typedef unsigned int in_addr_t;
struct sockaddr { unsigned char sa_len; sa_family_t sa_family; char sa_data[14]; };
struct in_addr { in_addr_t s_addr; };
struct sockaddr_in { unsigned char sin_len; sa_family_t sin_family; in_port_t sin_port; struct in_addr sin_addr; char sin_zero[8]; };
struct sockaddr_un { unsigned char sun_len; sa_family_t sun_family; char sun_path[104]; };
#define AF_UNIX 1
#define AF_INET 2
#define SOCK_STREAM 1
#define SOL_SOCKET 0xffff
#define SO_REUSEADDR 0x0004
#define SO_NOSIGPIPE 0x1022
#define SHUT_RDWR 2
int socket(int, int, int);
int setsockopt(int, int, int, const void *, socklen_t);
int bind(int, const struct sockaddr *, socklen_t);
int listen(int, int);
int getsockname(int, struct sockaddr *, socklen_t *);
int accept(int, struct sockaddr *, socklen_t *);
int connect(int, const struct sockaddr *, socklen_t);
int getpeereid(int, uid_t *, gid_t *);
int shutdown(int, int);
in_addr_t inet_addr(const char *);
int posix_openpt(int);
int grantpt(int);
int unlockpt(int);
char *ptsname(int);
int ptsname_r(int, char *, size_t);

// sys/resource.h, spawn.h, sys/wait.h: `ru_maxrss` in bytes; the spawn types are pointers
struct timeval { long tv_sec; int tv_usec; };
struct rusage { struct timeval ru_utime; struct timeval ru_stime; long ru_maxrss; long ru_ixrss; long ru_idrss; long ru_isrss; long ru_minflt; long ru_majflt; long ru_nswap; long ru_inblock; long ru_oublock; long ru_msgsnd; long ru_msgrcv; long ru_nsignals; long ru_nvcsw; long ru_nivcsw; };
#define RUSAGE_SELF 0
int getrusage(int, struct rusage *);
typedef void *posix_spawn_file_actions_t;
typedef void *posix_spawnattr_t;
int posix_spawn_file_actions_init(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *, int, const char *, int, mode_t);
int posix_spawn(pid_t *, const char *, const posix_spawn_file_actions_t *, const posix_spawnattr_t *, char *const [], char *const []);
pid_t wait4(pid_t, int *, int, struct rusage *);
pid_t waitpid(pid_t, int *, int);
