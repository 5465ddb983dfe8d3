/** Where every page asks who is signed in: apart from the endpoints, whose schemas the pages' first load skips. */
export const SESSION_PATH = '/api/session';
