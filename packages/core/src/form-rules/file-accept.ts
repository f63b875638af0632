// Whether an uploaded file is of a kind a field accepts: by extension (`.pdf`), by MIME type
// (`application/pdf`) or by a family of types (`image/*`), compared without regard to case.
import type { FormFile } from './form-schema.ts';

export function fileAccepted(file: FormFile, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return wanted !== '' && type === wanted;
  });
}
