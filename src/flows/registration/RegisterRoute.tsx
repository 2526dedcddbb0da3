import { RegisterScreen } from './RegisterScreen';

/** /register: the full sign-up form. */
export default function RegisterRoute() {
  return <RegisterScreen mode="form" />;
}
