/**
 * A tiny authoritative DNS server on 127.0.0.1 (UDP) speaking the real wire protocol (RFC 1035), for
 * the career domain verification tests: it answers TXT questions from a table, NXDOMAIN for names it
 * does not know, an empty answer for other record types, and SERVFAIL while `failing` is set. Only
 * `node:dgram`: the resolver under test (c-ares through node:dns) sends real queries to it.
 */
import dgram from 'node:dgram';

export type DnsServer = {
  /** `127.0.0.1:<port>`: a DNS_SERVERS entry. */
  address: string;
  /** TXT records by owner name (lower case, no trailing dot); each record a list of strings. */
  txt: Map<string, string[][]>;
  /** While true, every query is answered SERVFAIL. */
  failing: boolean;
  /** The names asked, in order. */
  asked: string[];
  close(): Promise<void>;
};

const TYPE_TXT = 16;
const CLASS_IN = 1;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  for (;;) {
    const length = message[offset];
    if (length === undefined) throw new Error('truncated question');
    if (length === 0) return { name: labels.join('.').toLowerCase(), end: offset + 1 };
    if (length >= 0xc0) throw new Error('compressed names are not expected in a question');
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += 1 + length;
  }
}

function txtRdata(strings: string[]): Buffer {
  return Buffer.concat(
    strings.map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      if (bytes.length > 255) throw new Error('a TXT string is at most 255 bytes');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    }),
  );
}

function answer(query: Buffer, server: DnsServer): Buffer {
  const id = query.readUInt16BE(0);
  const recursionDesired = query.readUInt16BE(2) & 0x0100;
  const question = readName(query, 12);
  const type = query.readUInt16BE(question.end);
  const questionBytes = query.subarray(12, question.end + 4);
  server.asked.push(question.name);
  const records = server.txt.get(question.name);
  let rcode = 0;
  let answers: Buffer[] = [];
  if (server.failing) rcode = 2;
  else if (!records) rcode = 3;
  else if (type === TYPE_TXT) {
    answers = records.map((strings) => {
      const rdata = txtRdata(strings);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(TYPE_TXT, 2);
      fixed.writeUInt16BE(CLASS_IN, 4);
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
  }
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  // QR (an answer), AA (authoritative), RD echoed, RA, and the response code.
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, questionBytes, ...answers]);
}

export async function startDnsServer(): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  const server: DnsServer = {
    address: '',
    txt: new Map(),
    failing: false,
    asked: [],
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (query, remote) => {
    try {
      socket.send(answer(query, server), remote.port, remote.address);
    } catch {
      // A malformed query gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  server.address = `127.0.0.1:${socket.address().port}`;
  return server;
}
