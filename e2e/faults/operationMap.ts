/**
 * Every operation of openapi/ → the class of call it is → the flow (driver) that makes the app call it,
 * or why the app does not call it. The fault matrix (e2e/faultMatrix.spec.ts) runs every fault against
 * one representative operation per class; tests/faults/operationMap.test.ts fails when an operation of
 * openapi/ is missing here, when the app calls an operation declared not called, or when a class has no
 * representative.
 *
 * ADDING AN OPERATION (one line): when your flow starts calling an operation, replace its `notCalled(...)`
 * with `{ class: '<class>', driver: '<driver>' }`: the class decides which faults and checks apply; the
 * driver is the flow in e2e/faults/drivers.ts that makes the app call it (add a driver there only when no
 * existing one reaches your operation). A new operation in openapi/ the app does not call yet gets a
 * `notCalled('why')` line. See docs/conventions.md ("The fault matrix").
 */

/** The classes of call of the fault matrix. */
export const OPERATION_CLASSES = ['startupRead', 'listRead', 'itemRead', 'signIn', 'spendWrite', 'profileWrite', 'upload'] as const;
export type OperationClass = (typeof OPERATION_CLASSES)[number];

/** Flows of e2e/faults/drivers.ts, each of which makes the app call the operations mapped to it. */
export const DRIVERS = ['profilePage', 'startup', 'rewardList', 'campaignPage', 'passwordSignIn', 'otpSignIn', 'guestSignIn', 'lineSignIn', 'redeem', 'markUsed', 'register', 'addressBook', 'pointCode', 'lineShare', 'sendToChat', 'pointHistory', 'receipts', 'wifiCredentials', 'consent', 'redeemHistory', 'favourites', 'cart', 'buyOptions', 'findStore', 'dashboard', 'privilege', 'profileEdit', 'deliveredRedeem', 'lineFriendship'] as const;
export type DriverName = (typeof DRIVERS)[number];

export type Mapping = { class: OperationClass; driver: DriverName } | { notCalled: string };

const notCalled = (why: string): Mapping => ({ notCalled: why });

export const operationMap: Record<string, Mapping> = {
  // blob
  getCookieContent: { class: 'itemRead', driver: 'consent' },
  getPolicyText: { class: 'itemRead', driver: 'register' },
  getConsentVersions: { class: 'itemRead', driver: 'register' },
  getMapText: { class: 'startupRead', driver: 'consent' },
  // cart
  addToCart: { class: 'spendWrite', driver: 'buyOptions' },
  clearCart: { class: 'profileWrite', driver: 'cart' },
  getCartCount: { class: 'startupRead', driver: 'cart' },
  deleteCartItem: { class: 'profileWrite', driver: 'cart' },
  getCartSummary: { class: 'listRead', driver: 'cart' },
  getLocationInfo: { class: 'itemRead', driver: 'addressBook' },
  // LINE platform
  lineAuthorize: notCalled('a browser navigation to LINE, not a call (its errors come back to /linelogin)'),
  lineGetFriendshipStatus: { class: 'itemRead', driver: 'lineFriendship' }, // the friendship card on /profile inside LINE (machines/lineFriendship)
  lineGetCerts: { class: 'signIn', driver: 'lineSignIn' },
  lineIssueToken: { class: 'signIn', driver: 'lineSignIn' },
  lineVerifyAccessToken: { class: 'itemRead', driver: 'sendToChat' },
  lineGetProfile: notCalled('the name and picture come from the verified ID token'),
  lineShareMessages: notCalled('inside LINE liff.sendMessages makes this call, not the app (the sandbox mock routes it here)'),
  lineGetOneTimeToken: { class: 'itemRead', driver: 'lineShare' },
  lineGetShareResult: { class: 'itemRead', driver: 'lineShare' },
  lineCancelShare: { class: 'itemRead', driver: 'lineShare' },
  lineGetUnauthorizedPermissions: { class: 'itemRead', driver: 'sendToChat' },
  lineIssueSubWindowTicket: { class: 'itemRead', driver: 'sendToChat' },
  lineIssueSubWindowToken: notCalled("the sub-window's own page calls it (LINE's page), not the app"),
  lineWaitSubWindowResult: { class: 'itemRead', driver: 'sendToChat' },
  lineSendSubWindowResult: notCalled("the sub-window's own page calls it (LINE's page), not the app"),
  lineGetSubWindowAppData: notCalled("the sub-window's own page calls it (LINE's page), not the app"),
  // misc
  getContentList: { class: 'listRead', driver: 'dashboard' },
  getDashboard: { class: 'listRead', driver: 'dashboard' },
  processPointCodes: { class: 'spendWrite', driver: 'pointCode' },
  // modules: auth
  otpLogin: { class: 'signIn', driver: 'otpSignIn' },
  passwordLogin: { class: 'signIn', driver: 'passwordSignIn' },
  deviceLogin: { class: 'signIn', driver: 'guestSignIn' },
  deviceResume: { class: 'signIn', driver: 'guestSignIn' },
  lineLogin: { class: 'signIn', driver: 'lineSignIn' },
  logout: { class: 'profileWrite', driver: 'startup' },
  requestOtp: { class: 'signIn', driver: 'otpSignIn' },
  register: { class: 'profileWrite', driver: 'register' },
  verifyOtp: { class: 'signIn', driver: 'otpSignIn' },
  // modules: campaigns
  getCampaigns: { class: 'listRead', driver: 'rewardList' },
  getCampaign: { class: 'itemRead', driver: 'campaignPage' },
  removeFavourite: { class: 'profileWrite', driver: 'favourites' },
  addFavourite: { class: 'profileWrite', driver: 'favourites' },
  redeemCampaign: { class: 'spendWrite', driver: 'redeem' },
  getCampaignCategories: { class: 'listRead', driver: 'rewardList' },
  // modules: consent, LINE register, places
  getConsent: { class: 'itemRead', driver: 'consent' },
  saveConsent: { class: 'profileWrite', driver: 'consent' },
  saveMarketingSetting: { class: 'profileWrite', driver: 'consent' },
  lineRegister: { class: 'signIn', driver: 'lineSignIn' }, // a LINE newcomer's sign-up (/linelogin, machines/registration mode line)
  lookupPostcode: { class: 'itemRead', driver: 'addressBook' },
  getProvinces: { class: 'itemRead', driver: 'addressBook' }, // the address block's 'I don't know the zipcode'
  getDistricts: { class: 'itemRead', driver: 'addressBook' },
  getSubdistricts: { class: 'itemRead', driver: 'addressBook' },
  getStores: { class: 'listRead', driver: 'receipts' },
  // modules: profile
  getProfilePicture: { class: 'itemRead', driver: 'profilePage' }, // an image address (<img src>) on the profile pages; a failed image shows the initial
  getProfile: { class: 'startupRead', driver: 'profilePage' },
  updateProfile: { class: 'profileWrite', driver: 'profileEdit' },
  deleteAddress: { class: 'profileWrite', driver: 'addressBook' },
  saveAddress: { class: 'profileWrite', driver: 'addressBook' },
  getAddresses: { class: 'listRead', driver: 'addressBook' },
  getBadges: { class: 'listRead', driver: 'privilege' },
  getUserLevels: { class: 'listRead', driver: 'privilege' },
  changeWifiUsername: { class: 'profileWrite', driver: 'wifiCredentials' },
  changeContactNumber: { class: 'profileWrite', driver: 'profileEdit' },
  getFavourites: { class: 'listRead', driver: 'favourites' },
  updateProfileLocale: { class: 'profileWrite', driver: 'startup' },
  getExpiringPoints: { class: 'listRead', driver: 'pointHistory' },
  getPointHistory: { class: 'listRead', driver: 'pointHistory' },
  getRedeemHistory: { class: 'listRead', driver: 'redeem' },
  getRedeemItem: { class: 'itemRead', driver: 'redeemHistory' },
  updateShipping: { class: 'profileWrite', driver: 'deliveredRedeem' },
  deleteTaxAddress: { class: 'profileWrite', driver: 'addressBook' },
  saveTaxAddress: { class: 'profileWrite', driver: 'addressBook' },
  getTaxAddresses: { class: 'listRead', driver: 'addressBook' },
  getUpdatedPoints: { class: 'startupRead', driver: 'startup' },
  // modules: receipts, redeem follow-ups, wifi
  getReceipts: { class: 'listRead', driver: 'receipts' },
  uploadReceipt: { class: 'upload', driver: 'receipts' },
  getReceipt: { class: 'itemRead', driver: 'receipts' },
  resubmitReceipt: { class: 'upload', driver: 'receipts' },
  setRedeemAddress: { class: 'profileWrite', driver: 'deliveredRedeem' },
  markRedeemUsed: { class: 'spendWrite', driver: 'markUsed' },
  changeWifiCredentials: { class: 'profileWrite', driver: 'wifiCredentials' },
  // web API
  getAppSettings: { class: 'startupRead', driver: 'startup' },
  directLogin: notCalled('development-only helper of the web API'),
  deleteSession: { class: 'profileWrite', driver: 'startup' }, // sign-out inside LINE, failure ignored (machines/session)
  getSession: { class: 'startupRead', driver: 'startup' }, // start-up inside LINE without a saved account
  createSession: { class: 'signIn', driver: 'lineSignIn' }, // after every sign-in, failure silent
  storeSetting: { class: 'profileWrite', driver: 'startup' },
  getStoredSetting: { class: 'startupRead', driver: 'startup' },
};

/**
 * The operation each class's faults are driven through (one flow per class keeps the matrix fast). A
 * class whose operations are all `notCalled` has none yet; the matrix reports it as such.
 */
export const representatives: Partial<Record<OperationClass, string>> = {
  startupRead: 'getProfile',
  listRead: 'getCampaigns',
  itemRead: 'getCampaign',
  signIn: 'passwordLogin',
  spendWrite: 'redeemCampaign',
  profileWrite: 'register',
  upload: 'uploadReceipt',
};

/**
 * Operations that get a row of their own besides their class's representative, with why: their failure
 * comes at a point the representative never reaches, so its row says nothing about them.
 */
export const extraRows: Record<string, string> = {
  setRedeemAddress: 'fails after the redeem was made: the reward stays redeemed, the chosen address is kept and Try again sends it',
};

export function isCalled(mapping: Mapping): mapping is { class: OperationClass; driver: DriverName } {
  return 'class' in mapping;
}
