/**
 * The sandbox's floating developer panel (browser sandbox only, its own root outside the app): the
 * documented accounts, the last OTP, the faults in force (add and remove), and a world reset. Plain
 * DOM so it never touches the app's React tree; strings in Thai and English by the page language.
 */
import { sandboxAccounts } from '@/sandbox/world/accounts';
import { clearFault, clearFaults, describeFault, listFaults, onFaultsChange, parseFaultTerm, setFault } from '@/sandbox/faults';
import { onWorldChange, resetWorld, world } from '@/sandbox/world/store';

const text = {
  en: {
    open: 'Sandbox panel',
    title: 'Sandbox backend',
    close: 'Close sandbox panel',
    accounts: 'Accounts',
    password: 'password',
    lastOtp: 'Last OTP',
    noOtp: 'No code requested yet.',
    ref: 'ref',
    faults: 'Faults',
    noFaults: 'No faults: every call answers normally.',
    faultLabel: 'Fault (operationId:kind[:value])',
    faultHint: 'Kinds: delay:3000, network, status:500, fail[:2091]. Use * for every call.',
    add: 'Add fault',
    remove: 'Remove',
    clear: 'Clear all faults',
    invalid: 'Not a fault. Example: getCampaigns:status:500',
    reset: 'Reset sandbox data',
    resetDone: 'Sandbox data reset. Reloading…',
  },
  th: {
    open: 'แผงแซนด์บ็อกซ์',
    title: 'แบ็กเอนด์แซนด์บ็อกซ์',
    close: 'ปิดแผงแซนด์บ็อกซ์',
    accounts: 'บัญชีทดสอบ',
    password: 'รหัสผ่าน',
    lastOtp: 'OTP ล่าสุด',
    noOtp: 'ยังไม่มีการขอรหัส',
    ref: 'รหัสอ้างอิง',
    faults: 'ข้อผิดพลาดจำลอง',
    noFaults: 'ไม่มีข้อผิดพลาดจำลอง ทุกคำขอตอบตามปกติ',
    faultLabel: 'ข้อผิดพลาด (operationId:ชนิด[:ค่า])',
    faultHint: 'ชนิด: delay:3000, network, status:500, fail[:2091] ใช้ * แทนทุกคำขอ',
    add: 'เพิ่มข้อผิดพลาด',
    remove: 'ลบ',
    clear: 'ล้างข้อผิดพลาดทั้งหมด',
    invalid: 'รูปแบบไม่ถูกต้อง ตัวอย่าง: getCampaigns:status:500',
    reset: 'รีเซ็ตข้อมูลแซนด์บ็อกซ์',
    resetDone: 'รีเซ็ตข้อมูลแล้ว กำลังโหลดใหม่…',
  },
};

const css = `
#sandbox-dev-panel{position:fixed;right:12px;bottom:calc(var(--nav-height, 64px) + 12px);z-index:2147483000;font:14px/1.4 system-ui,sans-serif;color:#1f2937}
#sandbox-dev-panel button{font:inherit;cursor:pointer;border-radius:6px;border:1px solid #6b7280;background:#fff;color:#111827;padding:4px 10px;min-height:32px}
#sandbox-dev-panel button:focus-visible,#sandbox-dev-panel input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
#sandbox-dev-panel .sdp-toggle{background:#111827;color:#fff;border-color:#111827;border-radius:999px;padding:8px 14px;box-shadow:0 2px 8px rgba(0,0,0,.25)}
#sandbox-dev-panel .sdp-body{position:absolute;right:0;bottom:48px;width:min(360px,calc(100vw - 24px));max-height:70vh;overflow:auto;background:#fff;border:1px solid #d1d5db;border-radius:10px;padding:12px;box-shadow:0 8px 24px rgba(0,0,0,.2)}
#sandbox-dev-panel h2{font-size:16px;margin:0 0 8px}
#sandbox-dev-panel h3{font-size:14px;margin:12px 0 4px}
#sandbox-dev-panel ul{margin:0;padding-left:18px}
#sandbox-dev-panel li{margin:2px 0}
#sandbox-dev-panel code{font-family:ui-monospace,monospace;background:#f3f4f6;padding:0 3px;border-radius:3px}
#sandbox-dev-panel input{font:inherit;width:100%;box-sizing:border-box;padding:4px 6px;border:1px solid #6b7280;border-radius:6px}
#sandbox-dev-panel .sdp-row{display:flex;gap:6px;margin-top:6px;flex-wrap:wrap}
#sandbox-dev-panel .sdp-hint{font-size:12px;color:#4b5563;margin:4px 0 0}
#sandbox-dev-panel .sdp-error{color:#b91c1c;font-size:12px;margin:4px 0 0}
#sandbox-dev-panel .sdp-otp{font-size:20px;letter-spacing:3px;font-weight:700}
`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

/** Mounts the panel once; returns a function that removes it. */
export function mountDevPanel(): () => void {
  if (document.getElementById('sandbox-dev-panel')) return () => undefined;
  const english = document.documentElement.lang.startsWith('en');
  const t = english ? text.en : text.th;
  const style = el('style', {}, css);
  const root = el('div', { id: 'sandbox-dev-panel' });
  const bodyId = 'sandbox-dev-panel-body';
  const toggle = el('button', { type: 'button', class: 'sdp-toggle', 'aria-expanded': 'false', 'aria-controls': bodyId }, t.open);
  const body = el('section', { id: bodyId, class: 'sdp-body', 'aria-labelledby': 'sandbox-dev-panel-title', hidden: '' });
  root.append(toggle, body);
  document.head.append(style);
  document.body.append(root);

  const otpLine = el('p', { 'aria-live': 'polite' });
  const faultList = el('ul');
  const faultInput = el('input', { id: 'sandbox-fault-input', type: 'text', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'sandbox-fault-hint' });
  const faultError = el('p', { class: 'sdp-error', role: 'alert' });

  const renderOtp = () => {
    const last = world().lastOtp;
    otpLine.replaceChildren(
      last ? el('span', {}, `${last.contact} · `, el('span', { class: 'sdp-otp' }, last.code), ` · ${t.ref} ${last.refcode}`) : t.noOtp,
    );
  };
  const renderFaults = () => {
    const faults = listFaults();
    faultList.replaceChildren(
      ...(faults.length
        ? faults.map(({ operationId, fault }) => {
            const remove = el('button', { type: 'button', 'aria-label': `${t.remove} ${operationId}` }, t.remove);
            remove.addEventListener('click', () => clearFault(operationId));
            return el('li', {}, el('code', {}, `${operationId}:${describeFault(fault)}`), ' ', remove);
          })
        : [el('li', {}, t.noFaults)]),
    );
  };

  const addButton = el('button', { type: 'button' }, t.add);
  addButton.addEventListener('click', () => {
    const parsed = parseFaultTerm(faultInput.value);
    if (!parsed) {
      faultError.textContent = t.invalid;
      return;
    }
    faultError.textContent = '';
    faultInput.value = '';
    setFault(parsed.operationId, parsed.fault);
  });
  faultInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') addButton.click();
  });
  const clearButton = el('button', { type: 'button' }, t.clear);
  clearButton.addEventListener('click', () => clearFaults());
  const resetButton = el('button', { type: 'button' }, t.reset);
  resetButton.addEventListener('click', () => {
    resetWorld();
    clearFaults();
    otpLine.textContent = t.resetDone;
    window.location.reload();
  });
  const close = el('button', { type: 'button', 'aria-label': t.close }, '×');
  close.addEventListener('click', () => setOpen(false));

  const accounts = el(
    'ul',
    {},
    ...sandboxAccounts.map((a) =>
      el(
        'li',
        {},
        a.username ? el('span', {}, el('code', {}, a.username), ` / ${t.password} `, el('code', {}, a.password), ' ') : '',
        a.contactNumber ? el('code', {}, a.contactNumber) : 'uuid' in a ? el('code', {}, a.uuid) : '',
        ` — ${english ? a.label : a.labelTh}`,
      ),
    ),
  );

  body.append(
    el('div', { class: 'sdp-row', style: 'justify-content:space-between;align-items:center;margin:0' }, el('h2', { id: 'sandbox-dev-panel-title' }, t.title), close),
    el('h3', {}, t.accounts),
    accounts,
    el('h3', {}, t.lastOtp),
    otpLine,
    el('h3', {}, t.faults),
    faultList,
    el('label', { for: 'sandbox-fault-input', style: 'display:block;margin-top:6px' }, t.faultLabel),
    faultInput,
    el('p', { id: 'sandbox-fault-hint', class: 'sdp-hint' }, t.faultHint),
    faultError,
    el('div', { class: 'sdp-row' }, addButton, clearButton),
    el('div', { class: 'sdp-row' }, resetButton),
  );

  function setOpen(open: boolean): void {
    body.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) close.focus();
    else toggle.focus();
  }
  toggle.addEventListener('click', () => setOpen(body.hidden));
  body.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') setOpen(false);
  });

  renderOtp();
  renderFaults();
  const offWorld = onWorldChange(renderOtp);
  const offFaults = onFaultsChange(renderFaults);
  return () => {
    offWorld();
    offFaults();
    root.remove();
    style.remove();
  };
}
