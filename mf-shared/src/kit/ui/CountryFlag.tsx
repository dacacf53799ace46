import { useState } from 'react';
import styles from './CountryFlag.module.css';

export interface CountryFlagProps {
  /** e.g. '🇺🇸'; shown when there is no image or it fails to load */
  emoji?: string | null;
  /** e.g. '/api/flags/us.svg' */
  url?: string | null;
  /** country name, used for the accessible name */
  country?: string | null;
  className?: string;
}

/** A small country flag: the image when there is one, else the emoji. Renders nothing without either. */
export function CountryFlag({ emoji, url, country, className }: CountryFlagProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const name = country ? `${country} flag` : 'Country flag';
  const classes = [styles.flag, className].filter(Boolean).join(' ');

  if (url && !imageFailed) {
    return <img src={url} alt={name} width={20} height={15} loading="lazy" className={classes} onError={() => setImageFailed(true)} />;
  }
  if (emoji) {
    return (
      <span role="img" aria-label={name} className={`${classes} ${styles.emoji}`}>
        {emoji}
      </span>
    );
  }
  return null;
}
