import { RegisterScreen } from './RegisterScreen';

/** /register/phone: verify the mobile number by OTP, then the sign-up form. */
export default function RegisterPhoneRoute() {
  return <RegisterScreen mode="phone" />;
}
