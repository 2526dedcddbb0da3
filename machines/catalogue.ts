import { buyOptionsFlow } from './buyOptions/buyOptions.flow';
import { campaignDetailFlow } from './campaignDetail/campaignDetail.flow';
import { cartFlow } from './cart/cart.flow';
import { cartCountFlow } from './cartCount/cartCount.flow';
import { dashboardFlow } from './dashboard/dashboard.flow';
import { findStoreFlow } from './findStore/findStore.flow';
import { redeemFlow } from './redeem/redeem.flow';
import { serialFlow } from './serial/serial.flow';
import { shippingAddressFlow } from './shippingAddress/shippingAddress.flow';
import { redeemHistoryFlow } from './redeemHistory/redeemHistory.flow';
import { favouritesFlow } from './favourites/favourites.flow';
import { favouriteToggleFlow } from './favouriteToggle/favouriteToggle.flow';
import { rewardCatalogFlow } from './rewardCatalog/rewardCatalog.flow';
import { consentGateFlow } from './consentGate/consentGate.flow';
import { cookieConsentFlow } from './cookieConsent/cookieConsent.flow';
import { cookieSettingsFlow } from './cookieConsent/cookieSettings.flow';
import { legalPolicyFlow } from './legalPolicy/legalPolicy.flow';
import { mapTextFlow } from './mapText/mapText.flow';
import { marketingConsentFlow } from './marketingConsent/marketingConsent.flow';
import { reconsentFlow } from './reconsent/reconsent.flow';
import { dialogHostFlow } from './dialogHost/dialogHost.flow';
import { addressBlockFlow } from './addressBlock/addressBlock.flow';
import { addressBookFlow } from './addressBook/addressBook.flow';
import { wifiCredentialsFlow } from './wifiCredentials/wifiCredentials.flow';
import { profileEditFlow } from './profileEdit/profileEdit.flow';
import type { FlowDescriptor } from './flow';
import { liffLoginFlow } from './lineLogin/liffLogin.flow';
import { lineLoginFlow } from './lineLogin/lineLogin.flow';
import { pkceLoginFlow } from './lineLogin/pkceLogin.flow';
import { loginFlow } from './login/login.flow';
import { otpFlow } from './otp/otp.flow';
import { pointHistoryFlow } from './pointHistory/pointHistory.flow';
import { getPointFlow } from './getPoint/getPoint.flow';
import { receiptHistoryFlow } from './receiptHistory/receiptHistory.flow';
import { receiptUploadFlow } from './receiptUpload/receiptUpload.flow';
import { registrationFlow } from './registration/registration.flow';
import { scriptLoaderFlow } from './scriptLoader/scriptLoader.flow';
import { sharePickerFlow } from './sharePicker/sharePicker.flow';
import { subWindowFlow } from './subWindow/subWindow.flow';
import { lineFriendshipFlow } from './lineFriendship/lineFriendship.flow';
import { linePermissionFlow } from './linePermission/linePermission.flow';
import { sendToChatFlow } from './sendToChat/sendToChat.flow';
import { pointCodeFlow } from './pointCode/pointCode.flow';
import { sessionFlow } from './session/session.flow';
import { membershipFlow } from './membership/membership.flow';
import { welcomePointFlow } from './welcomePoint/welcomePoint.flow';
import { connectivityFlow } from './connectivity/connectivity.flow';
import { offlineWalletFlow } from './offlineWallet/offlineWallet.flow';

/**
 * The flow catalogue: every machine in machines/ registered once. Adding a flow costs one line here
 * (plus its import). `npm run flows`, `npm run charts`, `npm run paths`, the coverage gate, the
 * model-based replays and the in-app flow player all read this list.
 */
export const catalogue: FlowDescriptor[] = [
  rewardCatalogFlow,
  campaignDetailFlow,
  redeemFlow,
  shippingAddressFlow,
  serialFlow,
  redeemHistoryFlow,
  favouritesFlow,
  favouriteToggleFlow,
  consentGateFlow,
  marketingConsentFlow,
  cookieConsentFlow,
  cookieSettingsFlow,
  reconsentFlow,
  legalPolicyFlow,
  mapTextFlow,
  registrationFlow,
  dialogHostFlow,
  otpFlow,
  loginFlow,
  lineLoginFlow,
  pkceLoginFlow,
  liffLoginFlow,
  sessionFlow,
  scriptLoaderFlow,
  addressBlockFlow,
  addressBookFlow,
  pointHistoryFlow,
  receiptUploadFlow,
  receiptHistoryFlow,
  sharePickerFlow,
  subWindowFlow,
  lineFriendshipFlow,
  linePermissionFlow,
  sendToChatFlow,
  pointCodeFlow,
  getPointFlow,
  wifiCredentialsFlow,
  cartCountFlow,
  buyOptionsFlow,
  cartFlow,
  findStoreFlow,
  dashboardFlow,
  membershipFlow,
  welcomePointFlow,
  profileEditFlow,
  connectivityFlow,
  offlineWalletFlow,
];
