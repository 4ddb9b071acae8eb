import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The signed-in shell reads the public configuration on every page; tests that care override it. */
const defaultHandlers = [
  http.get('/api/config/public', () =>
    HttpResponse.json({
      public_url: 'http://localhost:3000',
      identity_provider: 'local',
      alert_form_url: null,
    }),
  ),
];

/** Tests add their own handlers; an unhandled request fails the test rather than reaching the network. */
export const server = setupServer(...defaultHandlers);
