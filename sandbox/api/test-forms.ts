/** A layers shipping form as the platform takes it (collections §3), for tests that post one. */
export function shippingForm(txnHash = `0x${'ab'.repeat(32)}`, type: 1 | 2 | 3 = 1) {
  return {
    first_name: 'Mallory',
    last_name: 'M',
    phone: '1',
    email: 'm@example.com',
    address: 'Elsewhere',
    zip_code: '1',
    country: 'Nowhere',
    need_invoice: false,
    tax_id: '',
    txn_hash: txnHash,
    type,
  };
}
