// @ts-check
// The last thing npm start prints, once every service answers: where everything is.

/**
 * @typedef {object} DemoLogins
 * @property {string} password
 * @property {{ email: string, what: string }[]} logins
 */

/**
 * @param {object} parts
 * @param {string} parts.appUrl
 * @param {string} parts.docsUrl
 * @param {string | null} parts.inboxUrl null when emails go out through SMTP_URL
 * @param {string} parts.projectorHealthUrl
 * @param {string | null} parts.simulatorUrl the provider simulator's, null when PROVIDER_URL is set
 * @param {DemoLogins | null} parts.demo null when DEMO_SEED=0
 * @returns {string}
 */
export function startBanner({ appUrl, docsUrl, inboxUrl, projectorHealthUrl, simulatorUrl, demo }) {
  const rule = '-'.repeat(64);
  const row = (/** @type {string} */ label, /** @type {string} */ value) =>
    `  ${label.padEnd(18)}${value}`;
  const lines = [
    '',
    rule,
    'Teamledger is running.',
    '',
    row('App', appUrl),
    row('API docs', docsUrl),
    row('Mail inbox', inboxUrl ?? '(none: emails go out through SMTP_URL)'),
    row('Projector health', projectorHealthUrl),
    row('Provider', simulatorUrl ?? '(PROVIDER_URL)'),
    '',
  ];
  if (demo) {
    lines.push(`Demo logins (password "${demo.password}" for all):`);
    for (const login of demo.logins) lines.push(`  ${login.email.padEnd(26)}${login.what}`);
  } else {
    lines.push(
      'No demo company (DEMO_SEED=0). Create the first Admin with:',
      '  npm run admin:create -- --email E --password P --name N',
    );
  }
  lines.push('', 'Press Ctrl+C to stop.', rule, '');
  return lines.join('\n');
}
