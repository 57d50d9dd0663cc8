/** The post shell's file name beside the functions' bundle (functions/lib/), where functions/build.ts copies it. */
export const POST_SHELL_FILE = 'post-shell.html';
