import { createHash } from 'node:crypto';
import type { MapUpdateFile } from '../../../db/tools.schema.js';

/**
 * The files of a map-update package. A real release is gigabytes from the maker's content network; the
 * demo cannot ship that, and a link that answers 404 or random bytes would be pretend. So each package's
 * files are generated, deterministically, from the package row itself: a JSON manifest (what an installer
 * reads: system, region, version, release date) and a short bilingual installation guide. The seed stores
 * their size and SHA-256 in `files`, and the download route rebuilds the bytes and serves them only if
 * they still match what the row promises — a visitor can check the file against the published sha256.
 */
export interface PackageIdentity {
  navigationSystem: string;
  region: string;
  version: string;
  releasedAt: Date;
}

export const MANIFEST_FILE = 'manifest.json';
export const GUIDE_FILE = 'install-guide.txt';

const CONTENT_TYPES: Record<string, string> = {
  [MANIFEST_FILE]: 'application/json; charset=utf-8',
  [GUIDE_FILE]: 'text/plain; charset=utf-8',
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The published name of a package file, unique per package (system, region and version in the name). */
export function packageFileName(identity: PackageIdentity, kind: typeof MANIFEST_FILE | typeof GUIDE_FILE): string {
  return `${slug(identity.navigationSystem)}-${slug(identity.region)}-${slug(identity.version)}-${kind}`;
}

function fileBytes(identity: PackageIdentity, kind: string): Buffer {
  const released = identity.releasedAt.toISOString().slice(0, 10);
  if (kind === MANIFEST_FILE) {
    const manifest = {
      format: 'lux-map-update/1',
      navigation_system: identity.navigationSystem,
      region: identity.region,
      version: identity.version,
      released_on: released,
      install: { media: 'USB (FAT32 or exFAT, 32 GB or more)', guide: packageFileName(identity, GUIDE_FILE) },
    };
    return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  }
  const lines = [
    `${identity.navigationSystem} — ${identity.region} — ${identity.version} (${released})`,
    '',
    '1. Copy this package to an empty USB drive.',
    '2. Start the vehicle, connect the drive and follow the instructions on the touchscreen.',
    '3. Keep the engine running until the update is complete.',
    '',
    '1. העתיקו את החבילה לכונן USB ריק.',
    '2. התניעו את הרכב, חברו את הכונן ופעלו לפי ההוראות במסך המגע.',
    '3. השאירו את המנוע פועל עד לסיום העדכון.',
  ];
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The package's files with the bytes, size and hash the seed stores and the route serves. */
export function buildPackageFiles(identity: PackageIdentity): Array<MapUpdateFile & { bytes: Buffer; contentType: string }> {
  return [MANIFEST_FILE, GUIDE_FILE].map((kind) => {
    const bytes = fileBytes(identity, kind);
    return {
      name: packageFileName(identity, kind as typeof MANIFEST_FILE),
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
      contentType: CONTENT_TYPES[kind] as string,
    };
  });
}
