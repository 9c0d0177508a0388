import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  folder: string;
  /** The authority that signs the server's and the lab's certificates. */
  ca: string;
  /** Fathom's certificate and key (CN localhost, for 127.0.0.1 and localhost). */
  serverCert: string;
  serverKey: string;
  /** The lab's client certificate and key, signed by the authority. */
  labCert: string;
  labKey: string;
  /** The lab's order server's certificate (for 127.0.0.1 and localhost). */
  labServerCert: string;
  labServerKey: string;
  /** A certificate the authority never signed. */
  strangerCert: string;
  strangerKey: string;
}

const openssl = (folder: string, args: string[]) =>
  execFileSync('openssl', args, { cwd: folder, stdio: 'pipe' });

/** A small PKI made with the system's openssl in a folder of its own: an authority and what it signs. */
export function makeTestCertificates(): TestCertificates {
  const folder = mkdtempSync(join(tmpdir(), 'fathom-lab-tls-'));
  const file = (name: string) => join(folder, name);
  openssl(folder, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=Test lab authority',
  ]);
  writeFileSync(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  const signed = (name: string, subject: string, extensions?: string) => {
    openssl(folder, [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject,
    ]);
    openssl(folder, [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.crt`,
      '-days',
      '2',
      ...(extensions ? ['-extfile', extensions] : []),
    ]);
  };
  signed('server', '/CN=localhost', 'server.ext');
  signed('lab', '/CN=ACME-LIS');
  signed('lab-server', '/CN=lis.acme.example', 'server.ext');
  openssl(folder, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'stranger.key',
    '-out',
    'stranger.crt',
    '-days',
    '2',
    '-subj',
    '/CN=Stranger',
  ]);
  return {
    folder,
    ca: file('ca.crt'),
    serverCert: file('server.crt'),
    serverKey: file('server.key'),
    labCert: file('lab.crt'),
    labKey: file('lab.key'),
    labServerCert: file('lab-server.crt'),
    labServerKey: file('lab-server.key'),
    strangerCert: file('stranger.crt'),
    strangerKey: file('stranger.key'),
  };
}
