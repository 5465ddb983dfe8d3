/** A business identity as a real deployment sets it: production refuses to start on the placeholders. */
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
} as const;
