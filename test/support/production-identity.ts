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
  AT_USERNAME: 'kango-production-test',
  AT_API_KEY: 'production-test-at-api-key',
  NOTICES_CALLBACK_SECRET: 'production-test-notices-secret-0123456789',
  WHATSAPP_TOKEN: 'production-test-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_VERIFY_TOKEN: 'production-test-verify-token',
  WHATSAPP_APP_SECRET: 'production-test-app-secret',
} as const;
