import http from 'node:http';

export type RawAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  localPort: number;
};

/**
 * One HTTP request with node:http (no fetch pool in between): the fault tests choose the agent (a
 * kept-alive connection, or `agent: false` for a connection of its own) and see the local port.
 */
export function rawRequest(
  url: string,
  options: http.RequestOptions = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, options, (response) => {
      const localPort = response.socket?.localPort ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          localPort,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
