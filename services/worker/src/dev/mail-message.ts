/**
 * Just enough MIME to show a caught email: headers with RFC 2047 encoded words decoded, and
 * the first text/plain part (quoted-printable, base64 or plain; any charset Node knows).
 * Attachments and HTML parts are left out. It reads what nodemailer writes; a full parser
 * (mailparser) is not worth a dependency for a development inbox and the tests' mail sink.
 */
export interface MailMessage {
  /** Header name (lower case) -> decoded value; the first occurrence wins. */
  headers: ReadonlyMap<string, string>;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text/plain body with \n line ends; empty when the email has none. */
  text: string;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

export function readMailMessage(raw: Buffer): MailMessage {
  // latin1 maps each byte to one character, so bodies can be turned back into bytes exactly.
  const { headers, body } = splitEntity(raw.toString('latin1'));
  const header = (name: string) => headers.get(name) ?? '';
  return {
    headers,
    from: header('from'),
    to: header('to'),
    replyTo: header('reply-to'),
    subject: header('subject'),
    text: (textOf({ headers, body }) ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, ''),
  };
}

function splitEntity(source: string): Entity {
  const end = /\r?\n\r?\n/.exec(source);
  const head = end ? source.slice(0, end.index) : source;
  const headers = new Map<string, string>();
  // Folded header lines continue with white space (RFC 5322 2.2.3).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end ? source.slice(end.index + end[0].length) : '' };
}

function textOf({ headers, body }: Entity): string | null {
  const { type, params } = contentType(headers.get('content-type'));
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return null;
    // The line break before a delimiter belongs to the delimiter (RFC 2046 5.1.1).
    for (const part of body.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}`)).slice(1)) {
      if (part.startsWith('--')) break;
      const text = textOf(splitEntity(part.replace(/^[ \t]*\r?\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (type !== 'text/plain') return null;
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body.replace(/=\r?\n/g, ''))
        : Buffer.from(body, 'latin1');
  return decodeText(bytes, params.get('charset'));
}

function contentType(value = 'text/plain'): { type: string; params: Map<string, string> } {
  const semicolon = value.indexOf(';');
  const type = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const params = new Map<string, string>();
  if (semicolon >= 0) {
    for (const match of value
      .slice(semicolon)
      .matchAll(/([\w.-]+)\s*=\s*(?:"([^"]*)"|([^;\s]+))/g)) {
      params.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? '');
    }
  }
  return { type, params };
}

const ENCODED_WORD = /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/gi;

/** RFC 2047: white space between two encoded words is not part of the text (6.2). */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?[^?\s]+\?[bq]\?)/gi, '$1')
    .replace(ENCODED_WORD, (_word, charset: string, encoding: string, text: string) =>
      decodeText(
        encoding.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : quotedPrintableBytes(text.replaceAll('_', ' ')),
        charset,
      ),
    );
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeText(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown charset label: UTF-8 shows ASCII right and marks the rest.
    return new TextDecoder().decode(bytes);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
