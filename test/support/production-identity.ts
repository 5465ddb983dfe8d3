/** A business identity as a real deployment sets it: production refuses to start on the placeholders. */
export const PRODUCTION_IDENTITY_ENV = {
  SUPPORT_PHONE: '+254 711 082 300',
  WHATSAPP_NUMBER: '254711082300',
  SUPPORT_EMAIL: 'help@kango.test',
  WAREHOUSE_ADDRESS: '211 Quigley Boulevard, Suite KX, New Castle, DE 19720, USA',
  JUBA_OFFICE_ADDRESS: 'Hai Cinema Road, Plot 12, Juba, South Sudan',
  AMAZON_ASSOCIATE_TAG: 'kangoexpress-20',
  MAIL_FROM: 'Kango Express <no-reply@kango.test>',
} as const;
