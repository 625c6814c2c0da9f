import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null;
export function staticCompression(staticDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
