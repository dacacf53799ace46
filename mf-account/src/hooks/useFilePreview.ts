// A chosen image shown before it is uploaded: an object URL of the file, revoked when the file changes or
// the component unmounts (each URL holds the file in memory until revoked). Null on the server and
// without a file.
import { useEffect, useState } from 'react';

export function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
