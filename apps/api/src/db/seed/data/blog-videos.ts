import { authors } from './blog-articles.js';
import type { SeedPost } from './content-types.js';

/**
 * The demo videos ship with the store (seed/videos, made by scripts/make-demo-videos.mjs) and are served from
 * its own origin under /media/videos; an operator's own posts may link a video host the policy allows.
 */
const VIDEO_HOST = '/media/videos';

export const videos: SeedPost[] = [
  {
    slug: 'video-turkish-coffee-foam',
    kind: 'video',
    title_en: 'Video: The Perfect Turkish Coffee Foam in 4 Minutes',
    title_ar: 'فيديو: وش القهوة التركي المظبوط في 4 دقايق',
    excerpt_en: 'Watch the low-flame method from cold water to the pour.',
    excerpt_ar: 'اتفرج على طريقة النار الهادية من المية الباردة لحد الصب.',
    body_en:
      'Salma shows the whole method in one take: measuring, the first foam, the second rise and the slow pour.',
    body_ar: 'سلمى بتوريك الطريقة كلها في لقطة واحدة: القياس، وأول وش، والفوران التاني، والصب بالراحة.',
    author: authors.salma,
    days_ago: 2,
    image: { kind: 'cezve', color: '#8B5A2B' },
    video_url: `${VIDEO_HOST}/turkish-coffee-foam.webm`,
    products: ['barista-pro-hammered-copper-kanaka', 'fayrouz-turkish-coffee-medium-plain'],
  },
  {
    slug: 'video-v60-three-minutes',
    kind: 'video',
    title_en: 'Video: A V60 in Three Minutes',
    title_ar: 'فيديو: V60 في تلات دقايق',
    excerpt_en: 'Bloom, two pours and a steady drawdown, with the scale in view.',
    excerpt_ar: 'التفتيح وصبتين وتصفية ثابتة، والميزان قدامك.',
    body_en: 'Omar brews our beginner recipe (15 g to 250 g) with the timer on screen so you can brew along.',
    body_ar:
      'عمر بيحضّر وصفة المبتدئين بتاعتنا (15 جرام لـ 250 جرام) والتايمر ظاهر على الشاشة عشان تحضّر معاه.',
    author: authors.omar,
    days_ago: 16,
    image: { kind: 'dripper', color: '#D9A066' },
    video_url: `${VIDEO_HOST}/v60-three-minutes.webm`,
    products: ['hario-v60-ceramic-dripper-02', 'hario-v60-buono-drip-kettle-1-2l'],
  },
  {
    slug: 'video-latte-art-heart',
    kind: 'video',
    title_en: 'Video: Your First Latte Art Heart',
    title_ar: 'فيديو: أول قلب لاتيه آرت ليك',
    excerpt_en: 'Milk texture, pitcher height and the final pull-through, slowed down.',
    excerpt_ar: 'قوام اللبن وارتفاع البيتشر والسحبة الأخيرة، بالتصوير البطيء.',
    body_en:
      'Karim steams whole milk to 60 °C and pours a heart, then shows the three mistakes almost everyone makes.',
    body_ar:
      'كريم بيبخّر لبن كامل الدسم لحد 60 درجة وبيرسم قلب، وبعدين بيوريك التلات غلطات اللي كل الناس تقريبًا بتعملها.',
    author: authors.karim,
    days_ago: 30,
    image: { kind: 'pitcher', color: '#C0C0C0' },
    video_url: `${VIDEO_HOST}/latte-art-heart.webm`,
    products: ['barista-pro-latte-art-pitcher-black'],
  },
  {
    slug: 'video-cold-brew-overnight',
    kind: 'video',
    title_en: 'Video: Cold Brew, Set Up in Two Minutes',
    title_ar: 'فيديو: الكولد برو، تجهيزه في دقيقتين',
    excerpt_en: 'Two minutes tonight, a litre of cold brew tomorrow.',
    excerpt_ar: 'دقيقتين النهارده بالليل، ولتر كولد برو بكرة.',
    body_en: 'Nour fills a Mizudashi pot, leaves it overnight and serves it three ways the next morning.',
    body_ar: 'نور بتملا إبريق ميزوداشي وتسيبه طول الليل، وتقدّمه بتلات طرق تاني يوم الصبح.',
    author: authors.nour,
    days_ago: 52,
    image: { kind: 'bottle', color: '#2F4F4F' },
    video_url: `${VIDEO_HOST}/cold-brew-overnight.webm`,
    products: ['hario-mizudashi-cold-brew-pot-1l'],
  },
  {
    slug: 'video-dialing-in-espresso',
    kind: 'video',
    title_en: 'Video: Dialing In Espresso, Shot by Shot',
    title_ar: 'فيديو: ظبط الإسبريسو شوت بشوت',
    excerpt_en: 'From a sour 15-second shot to a sweet 28-second one, changing only the grind.',
    excerpt_ar: 'من شوت حامض في 15 ثانية لشوت حلو في 28 ثانية، بتغيير الطحنة بس.',
    body_en:
      'We pull five shots of the same blend and taste each one, so you can see what "grind finer" really does.',
    body_ar: 'بنسحب خمس شوتات من نفس الخلطة وبندوق كل واحد، عشان تشوف "اطحن أنعم" بتعمل إيه فعلًا.',
    author: authors.karim,
    days_ago: 66,
    image: { kind: 'espresso-machine', color: '#6F4E37' },
    video_url: `${VIDEO_HOST}/dialing-in-espresso.webm`,
    products: ['nile-signature-espresso-blend', 'barista-pro-calibrated-espresso-tamper'],
  },
  {
    slug: 'video-cleaning-espresso-machine',
    kind: 'video',
    title_en: 'Video: Cleaning Your Espresso Machine',
    title_ar: 'فيديو: تنضيف ماكينة الإسبريسو',
    excerpt_en: 'Backflushing, the group head and descaling: a monthly routine in ten minutes.',
    excerpt_ar: 'الغسيل العكسي ورأس المجموعة وإزالة الجير: روتين شهري في عشر دقايق.',
    body_en:
      'A clean machine makes sweeter coffee and lives longer. Here is the routine we follow every month.',
    body_ar: 'الماكينة النضيفة بتعمل قهوة أحلى وبتعيش أطول. ده الروتين اللي بنمشي عليه كل شهر.',
    author: authors.omar,
    days_ago: 90,
    image: { kind: 'cleaning', color: '#3B5B7A' },
    video_url: `${VIDEO_HOST}/cleaning-espresso-machine.webm`,
    products: ['barista-pro-espresso-cleaning-tablets-100', 'barista-pro-group-head-brush'],
  },
];
