/**
 * A business identity as a real deployment sets it, with the M-Pesa account it is paid through: production refuses
 * to start on the placeholders or on the offline M-Pesa, and names each of these.
 */
export const PRODUCTION_IDENTITY_ENV = {
  SUPPORT_PHONE: '+254 711 082 300',
  WHATSAPP_NUMBER: '254711082300',
  SUPPORT_EMAIL: 'help@kango.test',
  WAREHOUSE_STREET: '211 Quigley Boulevard',
  WAREHOUSE_CITY: 'New Castle',
  WAREHOUSE_STATE: 'DE',
  WAREHOUSE_ZIP: '19720',
  WAREHOUSE_PHONE: '+1 302 555 0142',
  JUBA_OFFICE_ADDRESS: 'Hai Cinema Road, Plot 12, Juba, South Sudan',
  AMAZON_ASSOCIATE_TAG: 'kangoexpress-20',
  MAIL_FROM: 'Kango Express <no-reply@kango.test>',
  MPESA_CONSUMER_KEY: 'production-test-consumer-key',
  MPESA_CONSUMER_SECRET: 'production-test-consumer-secret',
  MPESA_SHORTCODE: '600984',
  MPESA_PASSKEY: 'production-test-passkey',
  MPESA_CALLBACK_SECRET: 'production-test-callback-secret-0123456789',
} as const;
