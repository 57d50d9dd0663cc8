import { spawn } from 'node:child_process';

/** Where Debian's google-cloud-cli-firestore-emulator package puts the emulator. */
const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The jar to run, overridable for machines that install the Cloud SDK elsewhere. */
export const firestoreEmulatorJar = (): string => process.env.FIRESTORE_EMULATOR_JAR ?? DEBIAN_FIRESTORE_JAR;

/** Reads "17.0.15" or the old "1.8.0_392" style from `java -version` output. */
export const parseJavaMajorVersion = (versionOutput: string): number | undefined => {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
};

/** The major version of the `java` on PATH, or undefined when there is none. */
export const javaMajorVersion = (): Promise<number | undefined> =>
  new Promise((resolve) => {
    const java = spawn('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    java.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    java.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    java.once('error', () => resolve(undefined));
    java.once('close', () => resolve(parseJavaMajorVersion(output)));
  });
