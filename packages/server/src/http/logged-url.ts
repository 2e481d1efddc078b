/**
 * Query parameters whose values are credentials: mailed tokens (`/password-reset?token=`, `verify?token=`),
 * access tokens a client sends in the query (`access_token`), socket.io's session id (anyone holding it may poll
 * that socket's events), and anything named as a secret, key, password or signature.
 */
const SECRET_PARAMETER = /token|secret|password|passwd|key|signature|^sid$/i;

/**
 * A request's URL as the log may show it: each credential's value replaced by `[redacted]`, the path and the
 * other parameters kept (issue 42: `LOG_REQUESTS=on` wrote reset tokens to the log). Pure.
 */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is compared as written
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}
