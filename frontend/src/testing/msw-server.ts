import { setupServer } from 'msw/node';

/** Tests add their own handlers; an unhandled request fails the test rather than reaching the network. */
export const server = setupServer();
