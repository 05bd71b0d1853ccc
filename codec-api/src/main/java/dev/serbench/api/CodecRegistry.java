package dev.serbench.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The codecs on the classpath, found with {@link ServiceLoader}. A provider that fails to load is
 * kept as a {@link LoadFailure} and reported, never hidden, and the other codecs still work.
 */
public final class CodecRegistry {

  /** A codec provider that could not be instantiated. */
  public record LoadFailure(String provider, String message) {}

  private final Map<String, Codec> byId = new LinkedHashMap<>();
  private final List<LoadFailure> failures = new ArrayList<>();

  private CodecRegistry() {}

  /** Loads every registered codec from the context class loader. */
  public static CodecRegistry load() {
    CodecRegistry registry = new CodecRegistry();
    ServiceLoader<Codec> loader = ServiceLoader.load(Codec.class);
    List<Codec> found = new ArrayList<>();
    for (ServiceLoader.Provider<Codec> provider : loader.stream().toList()) {
      try {
        found.add(provider.get());
      } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
        registry.failures.add(new LoadFailure(provider.type().getName(), describe(e)));
      }
    }
    found.sort(Comparator.comparing(Codec::id));
    for (Codec codec : found) {
      Codec previous = registry.byId.putIfAbsent(codec.id(), codec);
      if (previous != null) {
        registry.failures.add(new LoadFailure(codec.getClass().getName(),
            "codec id '" + codec.id() + "' is also used by " + previous.getClass().getName()));
      }
    }
    return registry;
  }

  /**
   * Instantiates only the provider of class {@code className} and checks that its id is {@code id}:
   * for JMH forks, which use one codec and need not load the others (the host validated them all).
   *
   * @throws IllegalArgumentException when no such provider is registered or its id differs
   */
  public static Codec loadOne(String id, String className) {
    for (ServiceLoader.Provider<Codec> provider : ServiceLoader.load(Codec.class).stream().toList()) {
      if (provider.type().getName().equals(className)) {
        Codec codec = provider.get();
        if (!codec.id().equals(id)) {
          throw new IllegalArgumentException(className + " has id '" + codec.id() + "', not '" + id + "'");
        }
        return codec;
      }
    }
    throw new IllegalArgumentException("no registered codec provider " + className + " for '" + id + "'");
  }

  private static String describe(Throwable e) {
    Throwable cause = e.getCause() != null ? e.getCause() : e;
    return cause.getClass().getSimpleName() + ": " + cause.getMessage();
  }

  /** Every loaded codec, sorted by id. */
  public List<Codec> all() {
    return List.copyOf(byId.values());
  }

  /** Providers that failed to load and duplicate ids. */
  public List<LoadFailure> failures() {
    return List.copyOf(failures);
  }

  /** All ids, comma-separated, for error messages. */
  public String ids() {
    return String.join(", ", byId.keySet());
  }

  /**
   * The codecs a selection names, in id order.
   *
   * @param selection comma-separated ids, or null/blank for all
   * @throws IllegalArgumentException naming an unknown id, with the known ones
   */
  public List<Codec> select(String selection) {
    if (selection == null || selection.isBlank()) {
      return all();
    }
    List<String> wanted = new ArrayList<>();
    for (String item : selection.split(",")) {
      String id = item.trim();
      if (id.isEmpty()) {
        continue;
      }
      if (!byId.containsKey(id)) {
        throw new IllegalArgumentException("unknown codec '" + id + "' (known: " + ids() + ")");
      }
      wanted.add(id);
    }
    return byId.values().stream().filter(c -> wanted.contains(c.id())).collect(Collectors.toList());
  }
}
