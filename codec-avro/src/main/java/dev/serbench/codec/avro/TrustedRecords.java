package dev.serbench.codec.avro;

import dev.serbench.model.Person;
import dev.serbench.schemas.avro.PersonAvro;
import org.apache.avro.util.ClassSecurityValidator.ClassSecurityPredicate;
import org.apache.avro.util.ClassSecurityValidator;

/**
 * Trusts serbench's generated Avro classes in Avro's {@link ClassSecurityValidator}, which since Avro
 * 1.12.2 refuses to load by name (as {@code SpecificDatumWriter}, {@code SpecificDatumReader} and {@code
 * SpecificData.getClass} do for every record and enum of a schema) any class it is not told to trust.
 *
 * <p>Avro's two ways are the system properties {@code org.apache.avro.SERIALIZABLE_PACKAGES} and {@code
 * _CLASSES}, read once when the validator class loads and so too late once any Avro code has run in the
 * JVM, and {@link ClassSecurityValidator#setGlobal}, used here: the global predicate is widened once,
 * keeping whatever it trusted before, by the package avro-maven-plugin generates into and codec-pojo's. The check
 * runs when a class is first resolved, outside the timed calls.
 */
final class TrustedRecords {

  /**
   * The packages Avro resolves classes of by name here: {@code schemas/src/main/avro}'s generated
   * classes (their schemas' namespace) and the mirror classes {@code avro-reflect} induces its schemas
   * from (codec-pojo), whose enums are the model's own.
   */
  private static final java.util.Set<String> PACKAGES = java.util.Set.of(
      PersonAvro.class.getPackageName(),
      dev.serbench.codec.pojo.PojoMappings.class.getPackageName(),
      Person.class.getPackageName());

  /**
   * The collection types avro-reflect's induced schemas name (its {@code java-class} properties for the
   * mirror classes' list and map fields), which Avro 1.12.2 no longer trusts by default.
   */
  private static final java.util.Set<String> COLLECTIONS = java.util.Set.of("java.util.List", "java.util.Map",
      "java.util.ArrayList", "java.util.HashMap", "java.util.LinkedHashMap", "java.util.Collection");

  private static boolean installed;

  private TrustedRecords() {}

  /** Trusts the generated package, once per JVM; call it before creating a datum writer or reader. */
  static synchronized void install() {
    if (!installed) {
      ClassSecurityPredicate generated = type -> PACKAGES.contains(type.getPackageName())
          || COLLECTIONS.contains(type.getName());
      ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(ClassSecurityValidator.getGlobal(), generated));
      installed = true;
    }
  }
}
