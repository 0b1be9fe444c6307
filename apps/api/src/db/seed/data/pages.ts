import type { SeedPage } from './content-types.js';

// NOTE: the privacy policy describes what the code keeps (see db/schema): change one, change the other.

export const pages: SeedPage[] = [
  {
    slug: 'about-us',
    title_en: 'About Bunn',
    title_ar: 'عن بُنّ',
    body_en: `Bunn is an online coffee marketplace for Egypt. We bring together Egyptian roasters, coffee shops and equipment sellers in one place, so you can buy freshly roasted beans, Turkish coffee, machines, grinders and everything in between, and have it delivered to your door in 1 to 3 days.

## What we believe

- **Fresh coffee matters.** Our roasters list their own coffee and ship it from their roastery.
- **Everyone's coffee counts.** A cup of *mazboot* from a kanaka and a weighed V60 are both great coffee. Our blog and recipes cover both.
- **Prices in pounds, no surprises.** Every price you see is in Egyptian pounds and includes VAT; delivery is shown before you pay.

## Sell with us

Roasters, coffee shops and brands can apply from the [Become a partner](/become-partner) page. Our team reviews every application by hand.

## Talk to us

Our support team answers from 9:00 AM to 6:00 PM daily except Friday and Saturday. [Contact us](/contact-us) any time and we will reply within one working day.`,
    body_ar: `بُنّ سوق إلكتروني للقهوة في مصر. نجمع المحامص المصرية والمقاهي وبائعي أدوات القهوة في مكان واحد، لتشتري البن المحمص طازجًا والقهوة التركي والماكينات والمطاحن وكل ما بينها، ويصلك إلى باب بيتك خلال 1 إلى 3 أيام.

## ما نؤمن به

- **طزاجة البن تفرق.** محامصنا تعرض قهوتها بنفسها وتشحنها من المحمصة مباشرة.
- **كل قهوة لها مكانها.** فنجان المظبوط من الكنكة وكوب V60 موزون بالجرام، كلاهما قهوة رائعة، ومدونتنا ووصفاتنا تهتم بالاثنين.
- **أسعار بالجنيه بلا مفاجآت.** كل سعر تراه بالجنيه المصري وشامل ضريبة القيمة المضافة، ورسوم التوصيل تظهر قبل الدفع.

## بِع معنا

يمكن للمحامص والمقاهي والعلامات التجارية التقديم من صفحة [كن شريكًا](/become-partner)، ويراجع فريقنا كل طلب بنفسه.

## تواصل معنا

يرد فريق الدعم من 9:00 صباحًا إلى 6:00 مساءً يوميًا ما عدا الجمعة والسبت. [راسلنا](/contact-us) في أي وقت وسنرد خلال يوم عمل واحد.`,
  },
  {
    slug: 'privacy-policy',
    title_en: 'Privacy Policy',
    title_ar: 'سياسة الخصوصية',
    body_en: `This policy says what Bunn keeps about you, why, and for how long. We keep only what the store needs to serve you, and we never sell it.

## Your account

When you sign up we keep your first and last name, email address, mobile number, preferred language and, if you add one, your profile photo (we remove hidden details from it, such as where it was taken). We never keep your password itself, only a scrambled form of it that cannot be turned back into your password, not even by us.

We keep your account until you ask us to close it. Write to us from the [contact page](/contact-us) and we delete your account, addresses, cart and wishlist.

## Signing in

- **Codes we send you** (to confirm your email, sign in or choose a new password) work only once and expire after 10 minutes.
- **Staying signed in:** you stay signed in on a device for up to 30 days. If you think someone else has used your account, change your password: every other device is signed out.
- **Protection against guessing:** after several wrong passwords we briefly stop accepting more attempts on your account. We do not keep a record of these attempts afterwards.

## Shopping

- **Addresses** you save in your address book, until you delete them.
- **Your cart and wishlist**, so they follow you between your devices. If you shop without an account, your cart stays in your own browser only.
- **Orders:** what you bought, the prices, the delivery address as it was at the time, and how you paid. We keep orders for as long as Egyptian tax and consumer law requires us to keep sales records.
- **Card payments** are handled by our payment provider: we never see or keep your card number, only whether the payment went through.

## Messages

- **Emails and text messages we send you** (codes, order updates, replies) are kept for a while, so we can send again one that did not arrive and answer you if you ask whether we sent it.
- **Messages you send from the contact form** and **your newsletter subscription** are kept until you ask us to delete them; you can unsubscribe at any time.
- **Partner applications**, including the contract and tax card you upload, are kept private: they are never published and only our team can open them.

## Cookies

We use only the small files (cookies) the store needs to work: one remembers your language, others keep you signed in. We use no advertising or tracking cookies, and no one else's scripts run on our pages.

## Your rights

You can see and change your details in your account, and ask us for a copy of everything we keep about you, or for its deletion, from the [contact page](/contact-us).`,
    body_ar: `توضح هذه السياسة ما تحتفظ به بُنّ من بياناتك، ولماذا، وإلى متى. لا نحتفظ إلا بما يحتاجه المتجر لخدمتك، ولا نبيع بياناتك أبدًا.

## حسابك

عند التسجيل نحتفظ باسمك الأول واسم العائلة وبريدك الإلكتروني ورقم موبايلك ولغتك المفضلة، وصورتك الشخصية إن أضفتها (بعد أن نحذف منها البيانات المخفية مثل مكان التقاطها). لا نحتفظ بكلمة مرورك نفسها أبدًا، بل بصيغة مشفّرة منها لا يمكن أن تعود كلمة مرور، ولا حتى على أيدينا.

نحتفظ بحسابك حتى تطلب إغلاقه. راسلنا من [صفحة التواصل](/contact-us) وسنحذف حسابك وعناوينك وسلتك والمفضلة.

## تسجيل الدخول

- **الرموز التي نرسلها إليك** (لتأكيد بريدك أو لتسجيل الدخول أو لاختيار كلمة مرور جديدة) تصلح مرة واحدة، وتنتهي صلاحيتها بعد 10 دقائق.
- **البقاء مسجّلًا:** تبقى مسجّل الدخول على الجهاز حتى 30 يومًا. إذا ظننت أن غيرك استخدم حسابك فغيّر كلمة المرور، فيُسجَّل خروج كل أجهزتك الأخرى.
- **الحماية من التخمين:** بعد عدة محاولات بكلمة مرور خاطئة نوقف قبول المحاولات على حسابك لبضع دقائق، ولا نحتفظ بسجل هذه المحاولات بعد ذلك.

## التسوق

- **العناوين** التي تحفظها في دفتر عناوينك، حتى تحذفها.
- **سلتك والمفضلة** لتنتقل معك بين أجهزتك. وإذا تسوّقت دون حساب فتبقى سلتك في متصفحك وحده.
- **الطلبات:** ما اشتريته وأسعاره وعنوان التوصيل كما كان وقت الطلب وطريقة الدفع. نحتفظ بالطلبات طوال المدة التي يُلزمنا بها القانون المصري للضرائب وحماية المستهلك للاحتفاظ بسجلات المبيعات.
- **الدفع بالبطاقة** يتولاه مزوّد خدمة الدفع: لا نرى رقم بطاقتك ولا نحتفظ به، ونعرف فقط هل تمت العملية أم لا.

## الرسائل

- **الرسائل التي نرسلها إليك** بالبريد أو الرسائل النصية (الرموز وتحديثات الطلبات والردود) نحتفظ بها مدة، لنعيد إرسال ما لم يصل ونجيبك إن سألت هل أرسلناها.
- **رسائلك من نموذج التواصل** و**اشتراكك في النشرة البريدية** نحتفظ بها حتى تطلب حذفها، ويمكنك إلغاء الاشتراك في أي وقت.
- **طلبات الشراكة**، ومعها العقد والبطاقة الضريبية المرفوعة، تبقى خاصة: لا تُنشر أبدًا ولا يفتحها إلا فريقنا.

## ملفات تعريف الارتباط

لا نستخدم إلا الملفات الصغيرة (ملفات تعريف الارتباط) التي يحتاجها المتجر ليعمل: واحد يتذكر لغتك، وأخرى تُبقيك مسجّل الدخول. لا نستخدم ملفات للإعلانات أو للتتبع، ولا تعمل في صفحاتنا برامج من جهات أخرى.

## حقوقك

يمكنك رؤية بياناتك وتعديلها من حسابك، وطلب نسخة من كل ما نحتفظ به عنك أو حذفه، من [صفحة التواصل](/contact-us).`,
  },
  {
    slug: 'terms-and-conditions',
    title_en: 'Terms of Use',
    title_ar: 'شروط الاستخدام',
    body_en: `By using Bunn and placing an order you agree to these terms.

## Ordering

- Prices are in Egyptian pounds and include VAT. The price you pay is the one shown at checkout; if a price changes while an item is in your cart, the cart tells you before you pay.
- An order is confirmed when you receive its confirmation email with the order number. We may cancel an order if an item turns out to be out of stock, and refund anything you paid in full.
- Products are sold by the roasters and sellers listed on each product page; Bunn runs the store, takes the payment and handles delivery and support.

## Delivery

- We deliver across Egypt within **1 to 3 days** at most of the order being confirmed.
- The delivery fee is shown at checkout before you pay.
- Please check your parcel when it arrives; if something is damaged or missing, tell the courier and contact us within 48 hours.

## Cash on delivery

- Cash on delivery is available for orders delivered in Egypt; please have the exact amount ready in Egyptian pounds.
- The courier cannot open sealed coffee bags or machine boxes before payment, but you may check the outer packaging.
- We may ask you to pay by card for a new order after two cash-on-delivery orders were refused at the door.

## Returns and refunds

- Under the Consumer Protection Law (No. 181 of 2018) you may return items of a delivered order **without giving a reason within 14 days** of delivery, and a **defective item within 30 days**. Days are counted on Cairo's calendar: the day of delivery is day 0, and the 14th (or 30th) day after it is the last day to ask.
- Ask from your order page: choose the items and how many of each, tell us why, and for a defect attach up to 3 photos (JPG or PNG, 5 MB each). You can never return more than was delivered to you.
- We review every request and email you our decision; if we refuse, the email says why. Opened coffee, syrups and food can be refused for hygiene and freshness unless they are defective.
- Once we approve, our courier (Bosta) collects the parcel from your delivery address at no cost to you.
- When the parcel is back with us we check it and refund the items at the price you paid, less their share of any coupon discount. For a defective item we also refund the delivery fee.
- You choose where the refund goes: back to the card or OPay account you paid with, or to your Bunn wallet. Cash-on-delivery and wallet orders are refunded to your Bunn wallet. A wallet refund can be spent at once; a card or OPay refund is sent the moment we refund and reaches you in the time your bank or OPay takes. Each refund comes with a credit note against your invoice.

## Your account

Keep your password to yourself; you are responsible for orders placed from your account. We may suspend accounts used for fraud or abuse.

## Contact

Questions about an order? [Contact us](/contact-us) from 9:00 AM to 6:00 PM daily except Friday and Saturday.`,
    body_ar: `باستخدامك بُنّ وإتمامك طلبًا فإنك توافق على هذه الشروط.

## الطلب

- الأسعار بالجنيه المصري وشاملة ضريبة القيمة المضافة. السعر الذي تدفعه هو المعروض عند إتمام الطلب؛ وإن تغيّر سعر منتج في سلتك فستخبرك السلة قبل الدفع.
- يتأكد الطلب عند وصول رسالة التأكيد برقم الطلب إلى بريدك. قد نلغي الطلب إذا تبيّن نفاد منتج منه، ونرد كامل ما دفعته.
- تُباع المنتجات من المحامص والبائعين المذكورين في صفحة كل منتج؛ وتتولى بُنّ إدارة المتجر وتحصيل الدفع والتوصيل وخدمة العملاء.

## التوصيل

- نوصّل إلى كل أنحاء مصر خلال **1 إلى 3 أيام** على الأكثر من تأكيد الطلب.
- تظهر رسوم التوصيل عند إتمام الطلب قبل الدفع.
- افحص طردك عند استلامه؛ وإن وجدت تلفًا أو نقصًا فأخبر المندوب وتواصل معنا خلال 48 ساعة.

## الدفع عند الاستلام

- الدفع عند الاستلام متاح للطلبات داخل مصر؛ يُرجى تجهيز المبلغ بالجنيه المصري.
- لا يستطيع المندوب فتح أكياس البن المغلقة أو كراتين الماكينات قبل الدفع، لكن يمكنك فحص الغلاف الخارجي.
- قد نطلب الدفع بالبطاقة في الطلبات الجديدة إذا رُفض استلام طلبين بالدفع عند الاستلام.

## الاسترجاع والاسترداد

- وفقًا لقانون حماية المستهلك (رقم 181 لسنة 2018) يمكنك إرجاع منتجات من طلب تم توصيله **دون ذكر سبب خلال 14 يومًا** من التوصيل، وإرجاع **المنتج الذي به عيب خلال 30 يومًا**. تُحسب الأيام بتقويم القاهرة: يوم التوصيل هو اليوم صفر، واليوم الرابع عشر (أو الثلاثون) بعده هو آخر يوم لتقديم الطلب.
- قدّم طلب الإرجاع من صفحة طلبك: اختر المنتجات وعدد كل منها، وأخبرنا بالسبب، وفي حالة العيب أرفق حتى 3 صور (JPG أو PNG، لا تزيد الواحدة على 5 ميجابايت). لا يمكن أبدًا إرجاع أكثر مما وصلك.
- نراجع كل طلب ونرسل إليك قرارنا بالبريد الإلكتروني؛ وإن رفضناه ذكرنا السبب. قد نرفض إرجاع البن والشراب والأطعمة المفتوحة حفاظًا على النظافة والطزاجة ما لم يكن بها عيب.
- بعد الموافقة يستلم مندوب شركة الشحن (بوسطة) الطرد من عنوان التوصيل دون أي تكلفة عليك.
- عند وصول الطرد إلينا نفحصه ونرد إليك ثمن المنتجات بالسعر الذي دفعته، مخصومًا منه نصيبها من خصم الكوبون إن وُجد. وفي حالة المنتج الذي به عيب نرد رسوم التوصيل أيضًا.
- أنت تختار أين يُرد المبلغ: إلى البطاقة أو حساب OPay الذي دفعت به، أو إلى محفظتك في بُنّ. طلبات الدفع عند الاستلام والمدفوعة من المحفظة تُرد إلى محفظتك في بُنّ. يمكنك استخدام رصيد المحفظة فورًا؛ أما الرد إلى البطاقة أو OPay فيُرسل لحظة الاسترداد ويصلك في المدة التي يستغرقها بنكك أو OPay. ويصحب كل استرداد إشعار دائن على فاتورتك.

## حسابك

احتفظ بكلمة مرورك لنفسك؛ فأنت مسؤول عن الطلبات التي تتم من حسابك. وقد نوقف الحسابات المستخدمة في الاحتيال أو الإساءة.

## التواصل

لديك سؤال عن طلب؟ [تواصل معنا](/contact-us) من 9:00 صباحًا إلى 6:00 مساءً يوميًا ما عدا الجمعة والسبت.`,
  },
];
