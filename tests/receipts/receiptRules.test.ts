import { describe, expect, it } from 'vitest';
import { isScalable, RECEIPT_ACCEPT, receiptFileKind, receiptFileProblem, scaledSize } from '@/domain/receipt/receiptFile';
import { parseSpending, validateReceiptForm } from '@/domain/receipt/receiptForm';

describe('receipt file rules (spec section 5)', () => {
  it('accepts excel, jpeg, png, svg, zip and pdf, by type or by extension', () => {
    expect(receiptFileKind({ type: 'image/jpeg', name: 'a.jpg' })).toBe('jpeg');
    expect(receiptFileKind({ type: 'image/svg+xml', name: 'a.svg' })).toBe('svg');
    expect(receiptFileKind({ type: '', name: 'sheet.xlsx' })).toBe('excel');
    expect(receiptFileKind({ type: 'application/octet-stream', name: 'bundle.zip' })).toBe('zip');
    expect(receiptFileKind({ type: 'text/plain', name: 'notes.txt' })).toBeUndefined();
    expect(receiptFileKind({ type: 'image/gif', name: 'a.gif' })).toBeUndefined();
    expect(RECEIPT_ACCEPT).toContain('application/pdf');
    expect(isScalable('png')).toBe(true);
    expect(isScalable('svg')).toBe(false);
  });

  it('refuses other types and files over 2 MB', () => {
    expect(receiptFileProblem({ type: 'text/plain', name: 'a.txt', size: 1 })).toBe('type');
    expect(receiptFileProblem({ type: 'application/pdf', name: 'a.pdf', size: 2 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(receiptFileProblem({ type: 'application/pdf', name: 'a.pdf', size: 2 * 1024 * 1024 })).toBeUndefined();
  });

  it('scales to 640 px on the long side, keeping the ratio and never upscaling', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(1000, 3000)).toEqual({ width: 213, height: 640 });
    expect(scaledSize(500, 300)).toEqual({ width: 500, height: 300 });
  });
});

describe('receipt form rules', () => {
  it('needs branch, store, a positive amount with at most two decimals, and a photo', () => {
    expect(parseSpending('1,250.50')).toBe(1250.5);
    expect(parseSpending('0')).toBeUndefined();
    expect(parseSpending('12.345')).toBeUndefined();
    expect(parseSpending('abc')).toBeUndefined();
    expect(validateReceiptForm({ branch: ' ', store: '', spending: '-5' }, false)).toEqual({
      branch: 'branchRequired',
      store: 'storeRequired',
      spending: 'spendingInvalid',
      photo: 'photoRequired',
    });
    expect(validateReceiptForm({ branch: 'Ari', store: '202', spending: '180' }, true)).toEqual({});
  });
});
