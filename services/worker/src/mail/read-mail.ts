import { simpleParser, type AddressObject } from 'mailparser';

/** A received email as the development inbox and the tests' SMTP sink show it. */
export interface MailMessage {
  /** Header name (lower case) -> decoded value as mailparser gives it. */
  headers: ReadonlyMap<string, unknown>;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text/plain part with \n line ends and no trailing line break; '' when none. */
  text: string;
  /** The text/html part; '' when none. */
  html: string;
}

/** 'Name <address>' as people write it (mailparser's own text quotes every name). */
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []]
    .flat()
    .flatMap((list) => list.value)
    .map(({ name, address = '' }) => (name ? `${name} <${address}>` : address))
    .join(', ');

/**
 * Decodes a raw message (MIME parts, transfer encodings, charsets, RFC 2047 headers) with
 * mailparser, a parser tested against far more mail than ours; the tests read what
 * nodemailer wrote through it rather than through code of our own.
 */
export async function readMail(raw: Buffer): Promise<MailMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    headers: parsed.headers,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, ''),
    html: parsed.html || '',
  };
}
