const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SignInPageModel {
  clientId: string;
  redirectUri: string;
  /** The button this local page answers for. */
  standsInFor: 'Google' | 'Outlook';
  state?: string;
  email?: string;
  name?: string;
  emailError?: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .notice { background: #fef3c7; border: 1px solid #d97706; padding: 0.75rem; border-radius: 0.5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; margin-top: 0.3rem; font-size: 1rem;
          border: 1px solid #71717a; border-radius: 0.4rem; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .error { color: #b91c1c; margin: 0.3rem 0 0; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #1d4ed8; border: 0; border-radius: 0.4rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
`;

/** The local provider's sign-in form: plain HTML, labelled fields, errors announced to screen readers. */
export function renderSignInPage(model: SignInPageModel): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const emailError = model.emailError
    ? `<p class="error" id="email-error" role="alert">${escapeHtml(model.emailError)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in (development)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Local sign-in standing in for ${model.standsInFor}</h1>
<p class="notice">This page is a development stand-in for ${model.standsInFor} sign-in. No ${
    model.standsInFor === 'Google' ? 'Google' : 'Microsoft'
  } client is configured, so any e-mail address you type signs you in as that user. It is never available in
production.</p>
<form method="post" action="authorize">
${hidden('client_id', model.clientId)}
${hidden('redirect_uri', model.redirectUri)}
${hidden('response_type', 'code')}
${hidden('state', model.state)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(model.email ?? '')}"${
    model.emailError ? ' aria-invalid="true" aria-describedby="email-error"' : ''
  }>
${emailError}
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(model.name ?? '')}">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

export function renderClientErrorPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local sign-in (development)</title></head>
<body><main><h1>Local sign-in (development)</h1>
<p role="alert">This sign-in request does not come from this application (unknown client_id or redirect_uri).</p>
</main></body>
</html>`;
}
