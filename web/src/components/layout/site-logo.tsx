import { LOGO_DATA_URL } from './logo-image';

/** Decorative: the association's short name beside it is the link's text. */
export function SiteLogo() {
  return <img src={LOGO_DATA_URL} alt="" width={32} height={32} />;
}
