/** /profile/usernamewifi: change the Wi-Fi username and password (spec sections 3, 5 and 7). */
import { PageShell } from '@/ui/layout/PageShell';
import { WifiScreen } from './WifiScreen';

export default function UsernameWifiRoute() {
  return (
    <PageShell titleId="profile.wifi.title" backTo="/profile" requireSignIn>
      <WifiScreen />
    </PageShell>
  );
}
