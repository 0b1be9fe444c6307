/** What the back office and the seller portal say to a person, in both languages; merged into messages.ts. */
export const backofficeMessages = {
  en: {
    adminOnly: 'Only store admins can do this.',
    sellerOnly: 'Only sellers can do this.',
    beforeDiscountAbovePrice: 'The price before the sale must be higher than the price.',
    accountBlocked: 'This account has been blocked. Please contact customer service.',
    walletInsufficient: 'The wallet does not hold enough for this debit.',
    idempotencyKeyRequiredAdmin: 'Send an Idempotency-Key header (a new UUID per adjustment).',
    walletKeyReused:
      'This Idempotency-Key was already used for a different adjustment (another customer, amount or reason), so nothing was changed. Check the wallet’s history, then send a new key.',
    partnerAlreadyDecided: 'This application has already been decided the other way.',
    partnerNoEmail: 'This application has no email address to invite its owner with.',
    partnerMobileTaken:
      'The applicant’s mobile number belongs to another account. Ask them which account to use.',
    partnerAccountTaken: 'The applicant’s account already runs a seller or works for the store.',
    partnerCityMismatch: 'Choose a city of the chosen governorate.',
    couponPercentRange: 'A percent discount must be between 1 and 100.',
    couponCapOnlyPercent: 'A maximum discount applies to percent coupons only.',
    couponWindow: 'The coupon must end after it starts.',
    couponLimitBelowUse:
      'The usage limit cannot be lower than the {used, plural, one {# time} other {# times}} it was already used.',
    couponScopeUnknown: 'One of the chosen categories, brands or sellers does not exist.',
    couponCodeTaken: 'Another coupon already has this code.',
    zoneCodeTaken: 'Another delivery zone already has this code.',
    postSlugTaken: 'Another post already has this address (slug). Choose another.',
    recipeSlugTaken: 'Another recipe already has this address (slug). Choose another.',
    contentProductUnknown: 'One of the chosen products does not exist.',
    reviewNeedsProduct: 'A review needs the product reviewed and its stars (1 to 5).',
    videoNeedsUrl: 'A video post needs the address of its video.',
    recipeCategoryUnknown: 'Choose one of the recipe categories.',
    bannerLinkInvalid:
      'The link must be a path on this store that starts with / (for example /products?category=3), not another site’s address.',
    bannerImageMissing: 'Upload a picture for this banner (JPEG or PNG).',
    homeOrderMismatch: 'The list changed meanwhile: reload the page and move it again.',
    invitationNotPending:
      'This seller’s owner has already set a password, so there is no invitation to send.',
    invitationTooSoon: 'An invitation was sent less than a minute ago. Wait a moment before sending another.',
    invitationInvalid: 'This link is no longer valid. Ask the store to send you a new invitation.',
    invitationAccepted: 'Your password is set. You can now sign in.',
    sellerInvitationSubject: 'Welcome to Bunn, {seller}: set your password',
    sellerInvitationBody:
      'Hello {name},\n\nYour partner application was approved and {seller} now has a seller account on Bunn.\n\nSet your password here (the link works once, for {days, plural, one {# day} other {# days}}):\n{link}\n\nThen sign in with this email address to add your products and stock.',
    sellerAcceptSubject: 'Accept to run {seller} on Bunn',
    sellerAcceptBody:
      'Hello {name},\n\nA partner application for {seller}, made with this email address, was approved. To run {seller} from your Bunn account, sign in and accept here:\n{link}\n\nIf you did not apply, ignore this message: your account stays as it is.',
    sellerAccepted: 'You now run {seller} on Bunn. Open the seller portal from your account menu.',
    partnerRejectedSubject: 'Your Bunn partner application #{id}',
    partnerRejectedBody:
      'Hello {name},\n\nThank you for applying to sell {brand} on Bunn. We cannot accept the application at this time:\n\n{reason}\n\nYou are welcome to apply again.',
  },
  ar: {
    adminOnly: 'هذا الإجراء متاح لمديري المتجر فقط.',
    sellerOnly: 'هذا الإجراء متاح للبائعين فقط.',
    beforeDiscountAbovePrice: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
    accountBlocked: 'تم إيقاف هذا الحساب. يُرجى التواصل مع خدمة العملاء.',
    walletInsufficient: 'رصيد المحفظة لا يكفي لهذا الخصم.',
    idempotencyKeyRequiredAdmin: 'أرسل الترويسة Idempotency-Key (معرّف UUID جديد لكل تعديل).',
    walletKeyReused:
      'استُخدم مفتاح Idempotency-Key هذا من قبل لتعديل مختلف (عميل أو مبلغ أو سبب آخر)، فلم يتغير شيء. راجع سجل المحفظة ثم أرسل مفتاحًا جديدًا.',
    partnerAlreadyDecided: 'تم البت في هذا الطلب بقرار مختلف من قبل.',
    partnerNoEmail: 'لا يحتوي هذا الطلب على بريد إلكتروني لدعوة صاحبه.',
    partnerMobileTaken: 'رقم موبايل مقدّم الطلب مسجّل لحساب آخر. اسأله أي حساب يريد استخدامه.',
    partnerAccountTaken: 'حساب مقدّم الطلب يدير بائعًا بالفعل أو يعمل لدى المتجر.',
    partnerCityMismatch: 'اختر مدينة تابعة للمحافظة المختارة.',
    couponPercentRange: 'يجب أن تكون نسبة الخصم بين ١ و١٠٠.',
    couponCapOnlyPercent: 'الحد الأقصى للخصم يخص كوبونات النسبة المئوية فقط.',
    couponWindow: 'يجب أن ينتهي الكوبون بعد بدايته.',
    couponLimitBelowUse:
      'لا يمكن أن يقل حد الاستخدام عن عدد مرات استخدامه حتى الآن: {used, plural, one {مرة واحدة} two {مرتان} few {# مرات} many {# مرة} other {# مرة}}.',
    couponScopeUnknown: 'أحد العناصر المختارة (فئة أو علامة تجارية أو بائع) غير موجود.',
    couponCodeTaken: 'يوجد كوبون آخر بهذا الرمز.',
    zoneCodeTaken: 'توجد منطقة توصيل أخرى بهذا الرمز.',
    postSlugTaken: 'يوجد مقال آخر بهذا العنوان المختصر (slug). اختر عنوانًا آخر.',
    recipeSlugTaken: 'توجد وصفة أخرى بهذا العنوان المختصر (slug). اختر عنوانًا آخر.',
    contentProductUnknown: 'أحد المنتجات المختارة غير موجود.',
    reviewNeedsProduct: 'تحتاج المراجعة إلى المنتج الذي تتم مراجعته وعدد النجوم (من ١ إلى ٥).',
    videoNeedsUrl: 'يحتاج منشور الفيديو إلى رابط الفيديو.',
    recipeCategoryUnknown: 'اختر أحد تصنيفات الوصفات.',
    bannerLinkInvalid:
      'يجب أن يكون الرابط مسارًا داخل هذا المتجر يبدأ بـ / (مثل /products?category=3)، وليس عنوان موقع آخر.',
    bannerImageMissing: 'ارفع صورة لهذا الإعلان (JPEG أو PNG).',
    homeOrderMismatch: 'تغيّرت القائمة في أثناء ذلك: أعد تحميل الصفحة ثم انقل العنصر مرة أخرى.',
    invitationNotPending: 'عيّن صاحب هذا البائع كلمة المرور بالفعل، فلا توجد دعوة لإرسالها.',
    invitationTooSoon: 'أُرسلت دعوة منذ أقل من دقيقة. انتظر قليلًا قبل إرسال أخرى.',
    invitationInvalid: 'هذا الرابط لم يعد صالحًا. اطلب من المتجر إرسال دعوة جديدة.',
    invitationAccepted: 'تم تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.',
    sellerInvitationSubject: 'مرحبًا بك في بُنّ يا {seller}: عيّن كلمة المرور',
    sellerInvitationBody:
      'مرحبًا {name}،\n\nتمت الموافقة على طلب الشراكة وأصبح لدى {seller} حساب بائع في بُنّ.\n\nعيّن كلمة المرور من هنا (الرابط يعمل مرة واحدة، وصالح لمدة {days, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}):\n{link}\n\nثم سجّل الدخول بهذا البريد الإلكتروني لإضافة منتجاتك والمخزون.',
    sellerAcceptSubject: 'وافق على إدارة {seller} في بُنّ',
    sellerAcceptBody:
      'مرحبًا {name}،\n\nتمت الموافقة على طلب شراكة باسم {seller} قُدّم بهذا البريد الإلكتروني. لإدارة {seller} من حسابك في بُنّ، سجّل الدخول ووافق من هنا:\n{link}\n\nإذا لم تتقدم بهذا الطلب، فتجاهل هذه الرسالة؛ حسابك كما هو.',
    sellerAccepted: 'أصبحت تدير {seller} في بُنّ. افتح بوابة البائع من قائمة حسابك.',
    partnerRejectedSubject: 'طلب الشراكة رقم {id} مع بُنّ',
    partnerRejectedBody:
      'مرحبًا {name}،\n\nشكرًا لتقديمك لبيع {brand} في بُنّ. لا يمكننا قبول الطلب في الوقت الحالي:\n\n{reason}\n\nيسعدنا أن تتقدم مرة أخرى.',
  },
} as const;
