package dev.serbench.codec.avro;

import org.apache.avro.util.ClassSecurityValidator;
import org.apache.avro.util.ClassSecurityValidator.ClassSecurityPredicate;

/**
 * Trusts serbench's generated Avro classes in Avro's {@link ClassSecurityValidator}, which since Avro
 * 1.12.2 refuses to load by name (as {@code SpecificDatumWriter}, {@code SpecificDatumReader} and {@code
 * SpecificData.getClass} do for every record and enum of a schema) any class it is not told to trust.
 *
 * <p>Avro's two ways are the system properties {@code org.apache.avro.SERIALIZABLE_PACKAGES} and {@code
 * _CLASSES}, read once when the validator class loads and so too late once any Avro code has run in the
 * JVM, and {@link ClassSecurityValidator#setGlobal}, used here: the global predicate is widened once,
 * keeping whatever it trusted before, by the one package avro-maven-plugin generates into. The check
 * runs when a class is first resolved, outside the timed calls.
 */
final class TrustedRecords {

  /** The package of {@code schemas/src/main/avro}'s generated classes (their schemas' namespace). */
  private static final String PACKAGE = dev.serbench.schemas.avro.Person.class.getPackageName();

  private static boolean installed;

  private TrustedRecords() {}

  /** Trusts the generated package, once per JVM; call it before creating a datum writer or reader. */
  static synchronized void install() {
    if (!installed) {
      ClassSecurityPredicate generated = type -> type.getPackageName().equals(PACKAGE);
      ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(ClassSecurityValidator.getGlobal(), generated));
      installed = true;
    }
  }
}
