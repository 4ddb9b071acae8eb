/** The store exactly as the app builds it, for tests below app/ that dispatch without rendering. */
export { makeStore } from '../app/store';
