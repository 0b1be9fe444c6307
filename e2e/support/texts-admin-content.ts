import { isolated, type Lang } from './texts';

/** What the back office's blog-and-pages screens say, in each language (written apart from the message files). */
export type AdminContentTexts = {
  nav: string;
  title: string;
  newPost: string;
  relatedProducts: string;
  searchProducts: string;
  addProduct: (name: string) => string;
  slug: string;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  preview: string;
  write: string;
  create: string;
  save: string;
  published: string;
  created: string;
  saved: string;
  slugTaken: string;
  aboutLink: string;
  viewInStore: string;
  openRecipes: string;
  recipesTitle: string;
  newRecipe: string;
  recipeSlug: string;
  recipeCategory: string;
  addIngredient: string;
  ingredientEn: string;
  ingredientAr: string;
  stepsEn: string;
  stepsAr: string;
  createRecipe: string;
  recipeCreated: string;
  imageFile: string;
  upload: string;
  imageSaved: string;
  recipeDelete: string;
  recipeDeleted: string;
  recipeImage: string;
};

export const ADMIN_CONTENT_TEXTS: Record<Lang, AdminContentTexts> = {
  en: {
    nav: 'Blog and pages',
    title: 'Blog and pages',
    newPost: 'New post',
    relatedProducts: 'Products shown under the post',
    searchProducts: 'Search products',
    addProduct: (name) => `Add ${isolated(name)}`,
    slug: "Slug (the post's address)",
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    bodyEn: 'Body (English)',
    bodyAr: 'Body (Arabic)',
    preview: 'Preview',
    write: 'Write',
    create: 'Create post',
    save: 'Save',
    published: 'Published',
    created: 'Post created.',
    saved: 'Saved. The store shows it on its next load.',
    slugTaken: 'Another post already has this address (slug). Choose another.',
    aboutLink: 'About Bunn',
    viewInStore: 'View in the store',
    openRecipes: 'Open the recipes',
    recipesTitle: 'Recipes',
    newRecipe: 'New recipe',
    recipeSlug: "Slug (the recipe's address)",
    recipeCategory: 'Recipe category',
    addIngredient: 'Add an ingredient',
    ingredientEn: 'Ingredient 1 (English)',
    ingredientAr: 'Ingredient 1 (Arabic)',
    stepsEn: 'Steps (English)',
    stepsAr: 'Steps (Arabic)',
    createRecipe: 'Create recipe',
    recipeCreated: 'Recipe created.',
    imageFile: 'Image file',
    upload: 'Upload',
    imageSaved: 'Image saved.',
    recipeDelete: 'Delete recipe',
    recipeDeleted: 'Recipe deleted.',
    recipeImage: 'Recipe picture',
  },
  ar: {
    nav: 'المدونة والصفحات',
    title: 'المدونة والصفحات',
    newPost: 'منشور جديد',
    relatedProducts: 'المنتجات المعروضة أسفل المنشور',
    searchProducts: 'ابحث عن منتج',
    addProduct: (name) => `إضافة ${isolated(name)}`,
    slug: 'العنوان المختصر (رابط المنشور)',
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    bodyEn: 'النص (بالإنجليزية)',
    bodyAr: 'النص (بالعربية)',
    preview: 'معاينة',
    write: 'كتابة',
    create: 'إنشاء المنشور',
    save: 'حفظ',
    published: 'منشور',
    created: 'تم إنشاء المنشور.',
    saved: 'تم الحفظ. سيظهر في المتجر عند التحميل التالي.',
    slugTaken: 'يوجد مقال آخر بهذا العنوان المختصر (slug). اختر عنوانًا آخر.',
    aboutLink: 'عن بُنّ',
    viewInStore: 'عرض في المتجر',
    openRecipes: 'فتح الوصفات',
    recipesTitle: 'الوصفات',
    newRecipe: 'وصفة جديدة',
    recipeSlug: 'العنوان المختصر (رابط الوصفة)',
    recipeCategory: 'تصنيف الوصفة',
    addIngredient: 'إضافة مكوّن',
    ingredientEn: 'المكوّن ١ (بالإنجليزية)',
    ingredientAr: 'المكوّن ١ (بالعربية)',
    stepsEn: 'الخطوات (بالإنجليزية)',
    stepsAr: 'الخطوات (بالعربية)',
    createRecipe: 'إنشاء الوصفة',
    recipeCreated: 'تم إنشاء الوصفة.',
    imageFile: 'ملف الصورة',
    upload: 'رفع',
    imageSaved: 'تم حفظ الصورة.',
    recipeDelete: 'حذف الوصفة',
    recipeDeleted: 'تم حذف الوصفة.',
    recipeImage: 'صورة الوصفة',
  },
};
